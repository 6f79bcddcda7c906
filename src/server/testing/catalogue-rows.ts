/**
 * Inserts categories and products straight into the database, for tests of features that need
 * a catalogue (orders, the contract) without going through the admin's product form.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { slugify } from '../../shared/format';

const suffix = () => randomBytes(4).toString('hex');

export async function insertCategory(app: FastifyInstance, name = `Pain Relief ${suffix()}`) {
  return app.db.insertInto('categories').values({ name, slug: `${slugify(name)}-${suffix()}` }).returningAll().executeTakeFirstOrThrow();
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
      slug: `${slugify(name)}-${suffix()}`,
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
