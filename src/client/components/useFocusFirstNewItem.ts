/**
 * Focus for Load More: the button that was pressed disappears or moves below the new items,
 * and the browser would drop focus to <body> (the next Tab then jumps to the footer). Call
 * `expectMore()` when more items are asked for; when the list next grows, focus moves to the
 * first link or button of the first new item. Watched with a MutationObserver because items
 * arrive in a deferred render of a child, which this component's effects never see.
 */
import { useCallback, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled])';

export function useFocusFirstNewItem<T extends HTMLElement>() {
  const list = useRef<T | null>(null);
  const from = useRef<number | null>(null);

  const listRef = useCallback((element: T | null) => {
    list.current = element;
    if (!element) return undefined;
    const observer = new MutationObserver(() => {
      const item = from.current === null ? undefined : element.children[from.current];
      if (!item) return;
      from.current = null;
      item.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    });
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, []);

  const expectMore = useCallback(() => {
    from.current = list.current?.children.length ?? null;
  }, []);

  return { listRef, expectMore };
}
