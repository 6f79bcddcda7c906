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
  // Filtering reads the catalogue (POST only because its criteria are a body): cache it as a query.
  endpointOverrides: [{ pattern: 'filterProducts', type: 'query' }],
};

export default config;
