/**
 * Inserts categories and products straight into the database, for tests of features that need
 * a catalogue (orders, the contract) without going through the admin's product form.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const suffix = () => randomBytes(4).toString('hex');

export async function insertCategory(app: FastifyInstance, name = `Pain Relief ${suffix()}`) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return app.db.insertInto('categories').values({ name, slug }).returningAll().executeTakeFirstOrThrow();
}

export async function insertProduct(
  app: FastifyInstance,
  fields: { categoryId: string; name?: string; price?: number; quantity?: number; photo?: boolean },
) {
  const name = fields.name ?? `Paracetamol 500 mg Tablet ${suffix()}`;
  return app.db
    .insertInto('products')
    .values({
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix()}`,
      description: `${name}, strip of 15 tablets`,
      price: fields.price ?? 30.5,
      quantity: fields.quantity ?? 10,
      shipping: true,
      category_id: fields.categoryId,
      ...(fields.photo ? { photo_version: suffix(), photo_width: 800, photo_height: 600 } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
