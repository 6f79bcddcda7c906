/**
 * What the cache-defeating bench draws its requests from, read from the bench database before
 * the server starts (PGlite allows one process): a random sample of products (ids, slugs,
 * categories, whether they need a prescription), every category with its product count, and
 * the catalogue's own vocabulary: the words of product names, salt names and makers.
 */
import { sql } from 'kysely';
import { needsPrescription } from '../src/shared/catalogue';
import { connectDatabase } from '../src/server/db/connect';
import { type BenchDatabase, targetOf } from './bench-data';

export type SampleProduct = { id: string; slug: string; categoryId: string; rxRequired: boolean; stock: number };
export type SampleCategory = { id: string; slug: string; products: number };
export type CatalogueSample = {
  products: SampleProduct[];
  categories: SampleCategory[];
  /** Lower-case words from names, salts and makers, at least three letters, each once. */
  words: string[];
};

/** How many products the sample holds: enough for 10,000 distinct product URLs and more. */
export const SAMPLE_PRODUCTS = 20_000;

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];

export async function readCatalogueSample(db: BenchDatabase): Promise<CatalogueSample> {
  const handle = await connectDatabase(targetOf(db));
  try {
    const products = await handle.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select([
        'products.id',
        'products.slug',
        'products.category_id',
        'products.schedule',
        'products.quantity',
        'products.name',
        'products.manufacturer',
        'products.composition',
      ])
      .orderBy(sql`random()`)
      .limit(SAMPLE_PRODUCTS)
      .execute();
    const categories = await handle.db
      .selectFrom('categories')
      .leftJoin('products', 'products.category_id', 'categories.id')
      .select(['categories.id', 'categories.slug', (eb) => eb.fn.count<string>('products.id').as('n')])
      .groupBy(['categories.id', 'categories.slug'])
      .execute();
    const words = new Set<string>();
    for (const p of products) {
      for (const word of [...wordsOf(p.name), ...wordsOf(p.manufacturer), ...p.composition.flatMap((salt) => wordsOf(salt.name))]) {
        words.add(word);
      }
    }
    return {
      products: products.map((p) => ({
        id: p.id,
        slug: p.slug,
        categoryId: p.category_id,
        rxRequired: needsPrescription(p.schedule),
        stock: p.quantity,
      })),
      categories: categories.map((c) => ({ id: c.id, slug: c.slug, products: Number(c.n) })),
      words: [...words].sort(),
    };
  } finally {
    await handle.close();
  }
}
