/**
 * Sets the document title and the description and keywords meta tags for the page it is
 * rendered in; anything not given falls back to the shop's defaults (SPEC section 1): the
 * title to the brand. The author meta tag is the brand, written by the server (config/brand.ts).
 */
import { useEffect } from 'react';
import { storeName } from '../config/brand';

const DEFAULT_DESCRIPTION = 'Buy medicines, healthcare and personal care products online with cash on delivery across India.';
const DEFAULT_KEYWORDS = 'online pharmacy, medicines, healthcare, buy medicines online, cash on delivery, India';

export type PageMetaProps = { title?: string; description?: string; keywords?: string };

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export default function PageMeta({ title, description, keywords }: PageMetaProps) {
  useEffect(() => {
    document.title = title ?? storeName();
    setMeta('description', description ?? DEFAULT_DESCRIPTION);
    setMeta('keywords', keywords ?? DEFAULT_KEYWORDS);
  }, [title, description, keywords]);
  return null;
}
