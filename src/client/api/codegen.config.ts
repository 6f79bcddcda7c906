/**
 * @rtk-query/codegen-openapi: `npm run codegen` regenerates generated/ from openapi.yaml, in two
 * files: the catalogue's lists and search, which the home page calls on its first render and so
 * are part of the first download, and every other endpoint, which loads with the pages that call it.
 */
import type { ConfigFile } from '@rtk-query/codegen-openapi';

const CATALOGUE = ['getProductList', 'getProductCount', 'filterProducts', 'searchProducts'];

const config: ConfigFile = {
  schemaFile: '../../../openapi.yaml',
  apiFile: './emptyApi.ts',
  apiImport: 'emptyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // Filtering and quoting read (POST only because their input is a body): cache them as queries.
  endpointOverrides: [
    { pattern: 'filterProducts', type: 'query' },
    { pattern: 'quoteOrder', type: 'query' },
  ],
  outputFiles: {
    './generated/catalogueApi.ts': { exportName: 'catalogueApi', filterEndpoints: CATALOGUE },
    // The photo is an image for <img src>, not data for the store.
    './generated/pharmacyApi.ts': {
      exportName: 'pharmacyApi',
      filterEndpoints: (name) => name !== 'getProductPhoto' && !CATALOGUE.includes(name),
    },
  },
};

export default config;
