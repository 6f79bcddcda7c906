/**
 * What a product page's first paint (client/app/firstPaint.tsx) is filled in with: the page
 * frame and its loading skeleton come from the build, the product's photo and name from here,
 * so a phone shows the photo, the page's largest paint, before the app's code has run. A slug
 * that is no product's, or a product without a photo, gets no values and so the plain page.
 */
import type { FastifyInstance } from 'fastify';
import { productPhotoOf } from './page-preloads';

const PRODUCT_PATH = /^\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The values for the product template's %PRODUCT_PHOTO% and %PRODUCT_NAME%, or null. */
export function productFirstPaint(app: FastifyInstance): (pathname: string) => Promise<Record<string, string> | null> {
  const productPhoto = productPhotoOf(app);
  return async (pathname) => {
    const slug = PRODUCT_PATH.exec(pathname)?.[1];
    const photo = slug ? await productPhoto(slug) : null;
    return photo && { PRODUCT_PHOTO: photo.url, PRODUCT_NAME: photo.name };
  };
}
