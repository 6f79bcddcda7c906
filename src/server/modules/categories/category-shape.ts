/** The API's Category shape, made from a categories row or a joined product row. */
export type ApiCategory = { _id: string; name: string; slug: string };

export function toApiCategory(row: { id: string; name: string; slug: string }): ApiCategory {
  return { _id: row.id, name: row.name, slug: row.slug };
}
