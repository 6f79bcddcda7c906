/**
 * Creating, updating and deleting products (administrators). A photo is checked and
 * re-encoded before the transaction opens, so a bad photo never leaves a half-made product
 * and no transaction is held open while images are encoded.
 *
 * MRP: a price above it is refused when the form names the MRP. A form that leaves the MRP out
 * gets MRP = price on create; on update it keeps the stored MRP, raised to the new price when
 * that is higher, so a client that knows nothing of MRP (SPEC.md's) can still change a price.
 */
import type { Kysely } from 'kysely';
import { formatPrice } from '../../../shared/format';
import { defineHandlers } from '../../contract/operation-types';
import type { Database, ProductUpdate } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import { findCategoryById } from '../categories/categories.repository';
import { processUpload, type EncodedPhoto } from '../photos/photo-pipeline';
import { photoColumns, savePhoto } from '../photos/photos.repository';
import { retryOnSlugClash, storedSlugsLike, uniqueSlug } from '../slugs';
import { type ProductFacts, type ProductInput, readProductForm } from './product-form';
import { toApiProduct } from './product-shape';
import { gstForHsn, hsnForCategory } from './tax-defaults';
import { deleteProduct, findProductById, insertProduct, updateProduct } from './products.repository';

const SLUG_CONSTRAINT = 'products_slug_key';

async function assertCategoryExists(db: Kysely<Database>, id: string) {
  const category = await findCategoryById(db, id);
  if (!category) throw badRequest("'category' does not exist");
  return category;
}

/** The MRP to store: the one sent (never below the price), else `fallback`. */
function mrpFor(input: ProductInput, fallback: number): number {
  const { mrp } = input.facts;
  if (mrp === undefined) return fallback;
  if (input.price > mrp) throw badRequest(`'price' must not be above 'mrp' (${formatPrice(mrp)})`);
  return mrp;
}

/** The medicine facts' columns, for the facts the form sent. */
function factColumns(facts: ProductFacts): ProductUpdate {
  const columns: ProductUpdate = {
    manufacturer: facts.manufacturer,
    pack_size: facts.packSize,
    units_per_pack: facts.unitsPerPack,
    dosage_form: facts.dosageForm,
    composition: facts.composition && JSON.stringify(facts.composition),
    schedule: facts.schedule,
    hsn_code: facts.hsnCode,
    gst_rate: facts.gstRate,
    storage: facts.storage,
    country_of_origin: facts.countryOfOrigin,
    expires_on: facts.expiresOn && `${facts.expiresOn}-01`,
    max_per_order: facts.maxPerOrder,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The columns the form sets; shipping only when it was sent (a new product defaults to false). */
function columns(input: ProductInput, slug: string, mrp: number) {
  return {
    name: input.name,
    slug,
    description: input.description,
    price: input.price,
    mrp,
    quantity: input.quantity,
    category_id: input.categoryId,
    ...factColumns(input.facts),
    ...(input.shipping === undefined ? {} : { shipping: input.shipping }),
  };
}

/** What a new product gets for the facts its form left out (see the contract's descriptions). */
function createDefaults(input: ProductInput, categoryName: string) {
  const hsn = input.facts.hsnCode ?? hsnForCategory(categoryName);
  return { hsn_code: hsn, gst_rate: input.facts.gstRate ?? gstForHsn(hsn) };
}

/** The write, with a category deleted since it was checked answered like one that never existed. */
async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await retryOnSlugClash(SLUG_CONSTRAINT, () => db.transaction().execute(work));
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw badRequest("'category' does not exist");
    // The MRP changed between reading it and writing the new price.
    if ((error as { constraint?: string }).constraint === 'products_price_within_mrp') throw badRequest("'price' must not be above 'mrp'");
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
    const mrp = mrpFor(input, input.price);
    const category = await assertCategoryExists(db, input.categoryId);
    const photo = await encodeIfSent(input);
    const id = await inTransaction(db, async (trx) => {
      const slug = await uniqueSlug(input.name, 'product', (base) => storedSlugsLike(trx, 'products', base));
      const values = { ...createDefaults(input, category.name), ...columns(input, slug, mrp), shipping: input.shipping ?? false };
      const newId = await insertProduct(trx, { ...values, ...(photo && photoColumns(photo)) });
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
    const mrp = mrpFor(input, Math.max(Number(current.mrp), input.price));
    await assertCategoryExists(db, input.categoryId);
    const photo = await encodeIfSent(input);
    await inTransaction(db, async (trx) => {
      const slug =
        input.name === current.name
          ? current.slug
          : await uniqueSlug(input.name, 'product', (base) => storedSlugsLike(trx, 'products', base, id));
      if (!(await updateProduct(trx, id, { ...columns(input, slug, mrp), ...(photo && photoColumns(photo)) })))
        throw notFound('Product not found');
      if (photo) await savePhoto(trx, id, photo);
    });
    return { success: true, message: 'Product updated', product: await apiProduct(db, id) };
  },

  deleteProduct: async (request) => {
    if (!(await deleteProduct(request.server.db, request.params.id))) throw notFound('Product not found');
    return { success: true, message: 'Product deleted' };
  },
});
