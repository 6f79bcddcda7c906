/**
 * The `<link rel="preload">` tags index.html is sent with for the page a URL opens: the page's
 * code (from the build's page-chunks.json), the API answers the page asks for first, and the
 * photo that will be a product page's largest paint. Without them a phone finds each only after the one
 * before has arrived and run: the app's code, then the page's, then its data, then the photo.
 * Each hint is exactly the request the app makes (same URL, same fetch mode), so nothing is
 * downloaded twice; a page with nothing worth preloading gets no tags.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../html-escape';
import { toApiPhoto } from './product-shape';
import { findProductBySlug } from './products.repository';

type Preload = { href: string; as: 'script' | 'fetch' | 'image' };

const V1 = '/api/v1';
/** Slugs as the shop makes them; anything else is left for the app to reject. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The photo URL the app's ProductPhoto builds (client/components/ProductPhoto.tsx). */
function photoUrl(id: string, version: string): string {
  return `${V1}/products/product-photo/${id}?size=detail&v=${encodeURIComponent(version)}`;
}

function linkTag({ href, as }: Preload): string {
  const attrs = as === 'fetch' ? ' crossorigin' : as === 'image' ? ' fetchpriority="high"' : '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${attrs}>`;
}

function readPageChunks(clientDir: string): Record<string, string[]> {
  const file = path.join(clientDir, 'page-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/**
 * A product's photo (its URL, exactly as the app asks for it) and name, or null when the slug is
 * no product's or the product has no photo; kept until the next catalogue write.
 */
export function productPhotoOf(app: FastifyInstance): (slug: string) => Promise<{ url: string; name: string } | null> {
  return (slug) =>
    app.catalogueCache.memo(`page:product-photo:${slug}`, async () => {
      const product = await findProductBySlug(app.db, slug);
      const photo = product && toApiPhoto(product);
      return photo ? { url: photoUrl(product.id, photo.version), name: product.name } : null;
    });
}

/** Returns the preload tags for a page path ('' when there are none). */
export function pagePreloads(app: FastifyInstance, clientDir: string): (pathname: string) => Promise<string> {
  const chunks = readPageChunks(clientDir);
  const scripts = (page: string): Preload[] => (chunks[page] ?? []).map((href) => ({ href, as: 'script' }));

  const productPhoto = productPhotoOf(app);

  async function preloadsFor(pathname: string): Promise<Preload[]> {
    // Not the first card's photo: the largest paint of / is its hero, already in its HTML
    // (client/app/firstPaint.tsx), and a photo fetched first would slow the app's code.
    if (pathname === '/') {
      return [
        ...scripts('page-home'),
        { href: `${V1}/products/product-list/1`, as: 'fetch' },
        { href: `${V1}/products/product-count`, as: 'fetch' },
      ];
    }
    const [, section, slug, ...rest] = pathname.split('/');
    if (rest.length > 0 || !slug || !SLUG.test(slug)) return [];
    if (section === 'products') {
      const photo = (await productPhoto(slug))?.url;
      return [
        ...scripts('page-product'),
        { href: `${V1}/products/get-product/${slug}`, as: 'fetch' },
        ...(photo ? [{ href: photo, as: 'image' } as const] : []),
      ];
    }
    if (section === 'category') {
      return [...scripts('page-category'), { href: `${V1}/products/product-category/${slug}?page=1`, as: 'fetch' }];
    }
    return [];
  }

  return async (pathname) => {
    try {
      return (await preloadsFor(pathname)).map(linkTag).join('');
    } catch (error) {
      app.log.warn({ err: error }, 'page preloads failed; sending index.html without them');
      return '';
    }
  };
}
