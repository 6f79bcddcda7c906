/**
 * Product photo storage: the renditions in product_photos. The products module keeps which
 * version a product shows (its photo_* columns), written with the product in one transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { PHOTO_MIME, type EncodedPhoto, type RenditionSize } from './photo-pipeline';

/** Stores (or replaces) a product's photo renditions. */
export async function savePhoto(db: Kysely<Database>, productId: string, photo: EncodedPhoto): Promise<void> {
  const renditions = { original: photo.original, detail: photo.detail, card: photo.card, thumb: photo.thumb };
  await db
    .insertInto('product_photos')
    .values({ product_id: productId, version: photo.version, mime: PHOTO_MIME, ...renditions })
    .onConflict((oc) => oc.column('product_id').doUpdateSet({ version: photo.version, mime: PHOTO_MIME, ...renditions }))
    .execute();
}

/** The columns a product row keeps about the photo it shows. */
export const photoColumns = (photo: EncodedPhoto) => ({
  photo_version: photo.version,
  photo_width: photo.width,
  photo_height: photo.height,
});

export type StoredRendition = { version: string; mime: string; bytes: Buffer };

/** One rendition of a product's photo, or undefined when the product has no photo. */
export async function findRendition(db: Kysely<Database>, productId: string, size: RenditionSize): Promise<StoredRendition | undefined> {
  const row = await db
    .selectFrom('product_photos')
    .select(['version', 'mime', sql<Buffer>`${sql.ref(size)}`.as('bytes')])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row && { version: row.version, mime: size === 'original' ? row.mime : PHOTO_MIME, bytes: row.bytes };
}

export async function productExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
