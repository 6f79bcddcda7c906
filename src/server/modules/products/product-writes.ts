/**
 * Creating, updating and deleting products (administrators). A photo is checked and
 * re-encoded before the transaction opens, so a bad photo never leaves a half-made product
 * and no transaction is held open while images are encoded.
 */
import type { Kysely } from 'kysely';
import { defineHandlers } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import { findCategoryById } from '../categories/categories.repository';
import { processUpload, type EncodedPhoto } from '../photos/photo-pipeline';
import { photoColumns, savePhoto } from '../photos/photos.repository';
import { retryOnSlugClash, storedSlugsLike, uniqueSlug } from '../slugs';
import { type ProductInput, readProductForm } from './product-form';
import { toApiProduct } from './product-shape';
import {
  deleteProduct,
  findProductById,
  insertProduct,
  updateProduct,
} from './products.repository';

const SLUG_CONSTRAINT = 'products_slug_key';

async function assertCategoryExists(db: Kysely<Database>, id: string) {
  if (!(await findCategoryById(db, id))) throw badRequest("'category' does not exist");
}

/** The columns the form sets; shipping only when it was sent (a new product defaults to false). */
function columns(input: ProductInput, slug: string) {
  return {
    name: input.name,
    slug,
    description: input.description,
    price: input.price,
    quantity: input.quantity,
    category_id: input.categoryId,
    ...(input.shipping === undefined ? {} : { shipping: input.shipping }),
  };
}

/** The write, with a category deleted since it was checked answered like one that never existed. */
async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await retryOnSlugClash(SLUG_CONSTRAINT, () => db.transaction().execute(work));
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw badRequest("'category' does not exist");
    throw error;
  }
}

async function encodeIfSent(input: ProductInput): Promise<EncodedPhoto | undefined> {
  return input.photo ? processUpload(input.photo) : undefined;
}

/** Reads the saved product back in its API shape. */
async function apiProduct(db: Kysely<Database>, id: string) {
  const row = await findProductById(db, id);
  if (!row) throw notFound('Product not found');
  return toApiProduct(row);
}

export const productWriteHandlers = defineHandlers({
  createProduct: async (request, reply) => {
    const db = request.server.db;
    const input = readProductForm(request.body);
    await assertCategoryExists(db, input.categoryId);
    const photo = await encodeIfSent(input);
    const id = await inTransaction(db, async (trx) => {
      const slug = await uniqueSlug(input.name, 'product', (base) => storedSlugsLike(trx, 'products', base));
      const newId = await insertProduct(trx, { ...columns(input, slug), shipping: input.shipping ?? false, ...(photo && photoColumns(photo)) });
      if (photo) await savePhoto(trx, newId, photo);
      return newId;
    });
    reply.status(201);
    return { success: true, message: 'Product created', product: await apiProduct(db, id) };
  },

  updateProduct: async (request) => {
    const db = request.server.db;
    const { id } = request.params;
    const input = readProductForm(request.body);
    const current = await findProductById(db, id);
    if (!current) throw notFound('Product not found');
    await assertCategoryExists(db, input.categoryId);
    const photo = await encodeIfSent(input);
    await inTransaction(db, async (trx) => {
      const slug =
        input.name === current.name ? current.slug : await uniqueSlug(input.name, 'product', (base) => storedSlugsLike(trx, 'products', base, id));
      if (!(await updateProduct(trx, id, { ...columns(input, slug), ...(photo && photoColumns(photo)) }))) throw notFound('Product not found');
      if (photo) await savePhoto(trx, id, photo);
    });
    return { success: true, message: 'Product updated', product: await apiProduct(db, id) };
  },

  deleteProduct: async (request) => {
    if (!(await deleteProduct(request.server.db, request.params.id))) throw notFound('Product not found');
    return { success: true, message: 'Product deleted' };
  },
});
