/**
 * The search box's suggestions: a handful of products and categories for what the shopper has
 * typed so far. Products come from the same search (and ranking) as /search, so a suggestion
 * never promises what the results page would not show.
 */
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '../../../shared/catalogue';
import { defineHandlers } from '../../contract/operation-types';
import { toApiCategory } from '../categories/category-shape';
import { categoriesMatching } from '../categories/categories.repository';
import { toApiSuggestion } from './product-shape';
import { searchProducts } from './products.repository';
import { textMatch } from './search-query';

export const suggestHandlers = defineHandlers({
  suggestProducts: async (request) => {
    const text = textMatch(request.query.q);
    if (!text) return { products: [], categories: [] };
    const { db } = request.server;
    const index = await request.server.searchIndex.freshFor(text.words);
    const [products, categories] = await Promise.all([
      searchProducts(db, text, SUGGESTED_PRODUCTS, index),
      categoriesMatching(db, text.any, SUGGESTED_CATEGORIES),
    ]);
    return { products: products.map(toApiSuggestion), categories: categories.map(toApiCategory) };
  },
});
