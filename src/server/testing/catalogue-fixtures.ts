/** Straight-to-database catalogue rows for tests that need many products quickly. */
import type { FastifyInstance } from 'fastify';
import { slugify } from '../../shared/format';

let counter = 0;

export async function insertCategory(app: FastifyInstance, name: string): Promise<{ id: string; name: string; slug: string }> {
  counter += 1;
  return app.db
    .insertInto('categories')
    .values({ name, slug: `${slugify(name)}-${counter}` })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow();
}

export type ProductFixture = { name: string; description?: string; price?: number; categoryId: string; createdAt?: Date };

/** Inserts products; each gets a unique slug and, unless given, a creation time one minute after the last. */
export async function insertProducts(app: FastifyInstance, products: ProductFixture[]): Promise<{ id: string; name: string; slug: string }[]> {
  const start = Date.now() - 1000 * 60 * 60 * 24;
  return app.db
    .insertInto('products')
    .values(
      products.map((p) => {
        counter += 1;
        return {
          name: p.name,
          slug: `${slugify(p.name) || 'product'}-${counter}`,
          description: p.description ?? `${p.name} for everyday use.`,
          price: p.price ?? 50,
          quantity: 10,
          shipping: true,
          category_id: p.categoryId,
          created_at: p.createdAt ?? new Date(start + counter * 60_000),
        };
      }),
    )
    .returning(['id', 'name', 'slug'])
    .execute();
}
