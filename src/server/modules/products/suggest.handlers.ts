/**
 * The search box's suggestions: a handful of products and categories for what the shopper has
 * typed so far. Products come from the same search (and ranking) as /search, so a suggestion
 * never promises what the results page would not show, and from the same kept JSON (pieces):
 * a prefix's products are mostly the ones its searches and shorter prefixes just listed.
 */
import type { FastifyInstance } from 'fastify';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '../../../shared/catalogue';
import { defineHandlers, type Schema } from '../../contract/operation-types';
import type { CategoryRow } from '../../db/database';
import { toApiCategory } from '../categories/category-shape';
import { categoriesMatching, listCategoriesWithLexemes } from '../categories/categories.repository';
import { productJsonOf } from './product-pieces';
import { suggestionOf } from './product-shape';
import { searchProductIds } from './search.repository';
import { indexable } from './search-index/search-index';
import { type TextMatch, textMatch } from './search-query';

/**
 * The categories whose name holds, for every word, a word it begins: from the categories and
 * their lexemes, kept as a catalogue-cache memo (read again after any catalogue write), for the
 * words PostgreSQL's parser takes as they are (`indexable`, as the search index does); from
 * SQL for the rest. Either way what `to_tsquery('simple', 'word:*')` would match, alphabetical.
 */
async function matchingCategories(app: FastifyInstance, text: TextMatch): Promise<CategoryRow[]> {
  if (!indexable(text.words)) return categoriesMatching(app.db, text.any, SUGGESTED_CATEGORIES);
  const categories = await app.catalogueCache.memo(
    'suggest:categories',
    () => listCategoriesWithLexemes(app.db),
    (list) => JSON.stringify(list).length,
  );
  const matching = categories.filter((category) => text.words.every((word) => category.lexemes.some((lexeme) => lexeme.startsWith(word))));
  return matching.slice(0, SUGGESTED_CATEGORIES);
}

export const suggestHandlers = defineHandlers({
  suggestProducts: async (request) => {
    const text = textMatch(request.query.q);
    if (!text) return { products: [], categories: [] };
    const { db } = request.server;
    const index = await request.server.searchIndex.freshFor(text.words);
    const [products, categories] = await Promise.all([
      searchProductIds(db, text, SUGGESTED_PRODUCTS, index).then(({ ids, located }) => productJsonOf(request, ids, located)),
      matchingCategories(request.server, text),
    ]);
    return {
      products: products.map((json) => suggestionOf(JSON.parse(json) as Schema<'Product'>)),
      categories: categories.map(toApiCategory),
    };
  },
});
