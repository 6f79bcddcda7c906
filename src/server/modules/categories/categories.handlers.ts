/**
 * Category operations. Names are trimmed and unique ignoring case; the slug follows the name
 * (renaming changes it). A category still used by products cannot be deleted, so products
 * never lose their category.
 */
import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../../contract/operation-types';
import { badRequest, conflict, notFound } from '../../http-error';
import { isUniqueViolation, retryOnSlugClash, storedSlugsLike, uniqueSlug } from '../slugs';
import { toApiCategory } from './category-shape';
import {
  countProductsInCategory,
  deleteCategory,
  findCategoryByName,
  insertCategory,
  listCategories,
  renameCategory,
} from './categories.repository';

const SLUG_CONSTRAINT = 'categories_slug_key';
const NAME_CONSTRAINT = 'categories_name_lower';
const duplicateName = (name: string) => conflict(`A category named '${name}' already exists`);

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest("'name' must not be empty");
  return trimmed;
}

/** Refuses a name another category already has, ignoring case. */
async function assertNameFree(request: FastifyRequest, name: string, exceptId?: string) {
  const existing = await findCategoryByName(request.server.db, name);
  if (existing && existing.id !== exceptId) throw duplicateName(existing.name);
}

/** Runs a write, turning a lost race on the name's unique index into the same 409. */
async function writeCategory<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await retryOnSlugClash(SLUG_CONSTRAINT, work);
  } catch (error) {
    if (isUniqueViolation(error, NAME_CONSTRAINT)) throw duplicateName(name);
    throw error;
  }
}

/** Deletes; a product added since the count makes the foreign key refuse, answered as 409 too. */
async function deleteOrRefuse(request: FastifyRequest, id: string): Promise<boolean> {
  try {
    return await deleteCategory(request.server.db, id);
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw conflict('Cannot delete this category: products still use it');
    throw error;
  }
}

export const categoryHandlers = defineHandlers({
  getCategories: async (request) => {
    const rows = await listCategories(request.server.db);
    return { success: true, message: 'All categories', category: rows.map(toApiCategory) };
  },

  createCategory: async (request, reply) => {
    const db = request.server.db;
    const name = trimmedName(request.body.name);
    await assertNameFree(request, name);
    const row = await writeCategory(name, async () => {
      const slug = await uniqueSlug(name, 'category', (base) => storedSlugsLike(db, 'categories', base));
      return insertCategory(db, { name, slug });
    });
    reply.status(201);
    return { success: true, message: 'Category created', category: toApiCategory(row) };
  },

  updateCategory: async (request) => {
    const db = request.server.db;
    const { id } = request.params;
    const name = trimmedName(request.body.name);
    await assertNameFree(request, name, id);
    const row = await writeCategory(name, async () => {
      const slug = await uniqueSlug(name, 'category', (base) => storedSlugsLike(db, 'categories', base, id));
      return renameCategory(db, id, { name, slug });
    });
    if (!row) throw notFound('Category not found');
    return { success: true, message: 'Category updated', category: toApiCategory(row) };
  },

  deleteCategory: async (request) => {
    const db = request.server.db;
    const { id } = request.params;
    const inUse = await countProductsInCategory(db, id);
    if (inUse > 0) {
      const products = inUse === 1 ? '1 product still uses' : `${inUse} products still use`;
      throw conflict(`Cannot delete this category: ${products} it`);
    }
    if (!(await deleteOrRefuse(request, id))) throw notFound('Category not found');
    return { success: true, message: 'Category deleted' };
  },
});
