/**
 * Catalogue rows written straight into the database, for tests that need categories and
 * products (orders, search, caching, the contract) without going through the admin's form.
 * Every slug is unique, and products are inserted one minute apart in creation time, oldest
 * first and all a day old, so "newest first" is predictable and anything created through the
 * API is newer.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { slugify } from '../../shared/format';
import { encodePhoto } from '../modules/photos/photo-pipeline';
import { photoColumns, savePhoto } from '../modules/photos/photos.repository';
import { updateProduct } from '../modules/products/products.repository';

const suffix = () => randomBytes(4).toString('hex');
const DAY_AGO = Date.now() - 24 * 60 * 60_000;
let inserted = 0;

export async function insertCategory(app: FastifyInstance, name = `Pain Relief ${suffix()}`) {
  return app.db
    .insertInto('categories')
    .values({ name, slug: `${slugify(name)}-${suffix()}` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type ProductFixture = {
  categoryId: string;
  name?: string;
  description?: string;
  price?: number;
  quantity?: number;
  /** Marks the product as having a photo (its dimensions only; no image is stored). */
  photo?: boolean;
  createdAt?: Date;
  /** Medicine facts; left out, the database's defaults (MRP = price, no composition...). */
  mrp?: number;
  manufacturer?: string;
  unitsPerPack?: number;
  composition?: { name: string; strength: string }[];
  schedule?: 'OTC' | 'G' | 'H' | 'H1';
  /** YYYY-MM. */
  expiresOn?: string;
  hsnCode?: string;
  gstRate?: 0 | 5 | 18;
  maxPerOrder?: number;
};

/** Inserts the products in one statement; returns their rows in the same order. */
export async function insertProducts(app: FastifyInstance, products: ProductFixture[]) {
  const rows = products.map((p) => {
    inserted += 1;
    const name = p.name ?? `Paracetamol 500 mg Tablet ${suffix()}`;
    return {
      name,
      slug: `${slugify(name) || 'product'}-${suffix()}`,
      description: p.description ?? `${name} for everyday use.`,
      price: p.price ?? 50,
      quantity: p.quantity ?? 10,
      shipping: true,
      category_id: p.categoryId,
      created_at: p.createdAt ?? new Date(DAY_AGO + inserted * 60_000),
      ...(p.photo ? { photo_version: suffix(), photo_width: 800, photo_height: 600 } : {}),
      ...(p.mrp === undefined ? {} : { mrp: p.mrp }),
      ...(p.manufacturer === undefined ? {} : { manufacturer: p.manufacturer }),
      ...(p.unitsPerPack === undefined ? {} : { units_per_pack: p.unitsPerPack }),
      ...(p.composition === undefined ? {} : { composition: JSON.stringify(p.composition) }),
      ...(p.schedule === undefined ? {} : { schedule: p.schedule }),
      ...(p.expiresOn === undefined ? {} : { expires_on: `${p.expiresOn}-01` }),
      ...(p.hsnCode === undefined ? {} : { hsn_code: p.hsnCode }),
      ...(p.gstRate === undefined ? {} : { gst_rate: p.gstRate }),
      ...(p.maxPerOrder === undefined ? {} : { max_per_order: p.maxPerOrder }),
    };
  });
  return app.db.insertInto('products').values(rows).returningAll().execute();
}

export async function insertProduct(app: FastifyInstance, product: ProductFixture) {
  const [row] = await insertProducts(app, [product]);
  return row;
}

/** A product with a real stored photo (a plain 400 px square), as the API answers it. */
export async function insertProductWithPhoto(app: FastifyInstance, product: ProductFixture) {
  const row = await insertProduct(app, product);
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 0, g: 120, b: 100 } } })
    .png()
    .toBuffer();
  const photo = await encodePhoto(picture);
  await savePhoto(app.db, row.id, photo);
  await updateProduct(app.db, row.id, photoColumns(photo));
  const { product: api } = (await app.inject({ url: `/api/v1/products/get-product/${row.slug}` })).json();
  return api as { _id: string; slug: string; photo: { version: string } };
}
