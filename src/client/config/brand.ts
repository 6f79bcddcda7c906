/**
 * The shop's brand (STORE_NAME). The server writes it into index.html's author meta tag,
 * so the app knows it without a request; a dev server without one shows the default.
 * Rendered without a document (the build's first paint, app/firstPaint.tsx), it is the
 * placeholder the server replaces with the brand, as in index.html.
 */
const DEFAULT_STORE_NAME = 'Online Pharmacy';
const STORE_NAME_PLACEHOLDER = '%STORE_NAME%';

export function storeName(doc: Document | undefined = globalThis.document): string {
  if (!doc) return STORE_NAME_PLACEHOLDER;
  const value = doc.querySelector('meta[name="author"]')?.getAttribute('content')?.trim();
  return value && !value.startsWith('%') ? value : DEFAULT_STORE_NAME;
}

/** A page's title followed by the brand: "Your Cart - Online Pharmacy". */
export function brandedTitle(page: string): string {
  return `${page} - ${storeName()}`;
}
