/** @rtk-query/codegen-openapi: `npm run codegen` regenerates generated/pharmacyApi.ts from openapi.yaml. */
import type { ConfigFile } from '@rtk-query/codegen-openapi';

const config: ConfigFile = {
  schemaFile: '../../../openapi.yaml',
  apiFile: './emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: './generated/pharmacyApi.ts',
  exportName: 'pharmacyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // The photo is an image for <img src>, not data for the store.
  filterEndpoints: (name) => name !== 'getProductPhoto',
  // Filtering and quoting read (POST only because their input is a body): cache them as queries.
  endpointOverrides: [
    { pattern: 'filterProducts', type: 'query' },
    { pattern: 'quoteOrder', type: 'query' },
  ],
};

export default config;
