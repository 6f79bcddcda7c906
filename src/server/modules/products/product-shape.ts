/**
 * The API's Product shape (the contract's `Product`), made in one place from a product row
 * joined with its category.
 * Prices are exact numeric strings in the database and numbers in the API; photo bytes
 * never appear here, only the version and size a client needs to build the photo URL.
 */
import type { Schema } from '../../contract/operation-types';
import { toApiCategory } from '../categories/category-shape';

/** The columns `toApiProduct` needs: a products row plus its category's name and slug. */
export type ProductWithCategoryRow = {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: string;
  quantity: number;
  shipping: boolean;
  category_id: string;
  category_name: string;
  category_slug: string;
  photo_version: string | null;
  photo_width: number | null;
  photo_height: number | null;
  created_at: Date;
  updated_at: Date;
};

/** The photo reference for stored photo columns, or null when there is no photo. */
export function toApiPhoto(row: { photo_version: string | null; photo_width: number | null; photo_height: number | null }): Schema<'Photo'> | null {
  if (!row.photo_version) return null;
  return { version: row.photo_version, width: row.photo_width ?? 0, height: row.photo_height ?? 0 };
}

export function toApiProduct(row: ProductWithCategoryRow): Schema<'Product'> {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: Number(row.price),
    quantity: row.quantity,
    shipping: row.shipping,
    category: toApiCategory({ id: row.category_id, name: row.category_name, slug: row.category_slug }),
    photo: toApiPhoto(row),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
