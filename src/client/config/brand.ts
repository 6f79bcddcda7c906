/**
 * The shop's brand (STORE_NAME). The server writes it into index.html's author meta tag,
 * so the app knows it without a request; a dev server without one shows the default.
 */
const DEFAULT_STORE_NAME = 'Online Pharmacy';

export function storeName(doc: Document = document): string {
  const value = doc.querySelector('meta[name="author"]')?.getAttribute('content')?.trim();
  return value && !value.startsWith('%') ? value : DEFAULT_STORE_NAME;
}

/** A page's title followed by the brand: "Your Cart - Online Pharmacy". */
export function brandedTitle(page: string): string {
  return `${page} - ${storeName()}`;
}
