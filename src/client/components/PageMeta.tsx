/**
 * Sets the document title and the description, keywords and author meta tags for the page
 * it is rendered in; anything not given falls back to the shop's defaults (SPEC section 1).
 */
import { useEffect } from 'react';
import { storeName } from '../config/brand';

export const DEFAULT_TITLE = 'Online Pharmacy';
export const DEFAULT_DESCRIPTION =
  'Buy medicines, healthcare and personal care products online with cash on delivery across India.';
export const DEFAULT_KEYWORDS = 'online pharmacy, medicines, healthcare, buy medicines online, cash on delivery, India';

export type PageMetaProps = { title?: string; description?: string; keywords?: string; author?: string };

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export default function PageMeta({ title, description, keywords, author }: PageMetaProps) {
  useEffect(() => {
    document.title = title ?? DEFAULT_TITLE;
    setMeta('description', description ?? DEFAULT_DESCRIPTION);
    setMeta('keywords', keywords ?? DEFAULT_KEYWORDS);
    if (author) setMeta('author', author);
  }, [title, description, keywords, author]);
  return null;
}

export { storeName };
