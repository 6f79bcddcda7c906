/**
 * Keeps `scroll-padding-top` on <html> equal to the sticky header's height, so a field the
 * browser scrolls into view on focus (Tab, a skip link, an invalid field) is never hidden
 * behind the header. Measured, not a constant: the header's height differs by width and content.
 */
import { useEffect } from 'react';

export function useHeaderScrollPadding() {
  useEffect(() => {
    const header = document.querySelector('header');
    // Without ResizeObserver (old browsers, jsdom) focus still works; the header may cover it.
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${header.getBoundingClientRect().height}px`;
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
