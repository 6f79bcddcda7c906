/**
 * The catalogue's lists and search with their cache tags: the only endpoints the home page
 * calls on its first render, so the only ones in the first download (the others, in
 * endpoints.ts, load with the pages that call them). The first download imports its hooks and
 * the app's one API from here; everything else imports endpoints.ts, which re-exports these.
 */
import { catalogueApi } from './generated/catalogueApi';

export const api = catalogueApi.enhanceEndpoints({
  addTagTypes: ['Product'],
  endpoints: {
    getProductList: { providesTags: ['Product'] },
    getProductCount: { providesTags: ['Product'] },
    filterProducts: { providesTags: ['Product'] },
    searchProducts: { providesTags: ['Product'] },
  },
});

export * from './generated/catalogueApi';
