/** The API's Category shape (the contract's `Category`), made from a categories row or a joined product row. */
import type { Schema } from '../../contract/operation-types';

export function toApiCategory(row: { id: string; name: string; slug: string }): Schema<'Category'> {
  return { _id: row.id, name: row.name, slug: row.slug };
}
