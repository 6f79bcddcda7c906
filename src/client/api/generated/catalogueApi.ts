import { emptyApi as api } from '../emptyApi';
import type { CountResponse, Page, Product, ProductFilterRequest, ProductPageResponse } from './schemas';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductList: build.query<GetProductListApiResponse, GetProductListApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/product-list/${queryArg.page}` }),
    }),
    getProductCount: build.query<GetProductCountApiResponse, GetProductCountApiArg>({
      query: () => ({ url: `/api/v1/products/product-count` }),
    }),
    filterProducts: build.query<FilterProductsApiResponse, FilterProductsApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/product-filters`, method: 'POST', body: queryArg.productFilterRequest }),
    }),
    searchProducts: build.query<SearchProductsApiResponse, SearchProductsApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/search/${queryArg.keyword}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as catalogueApi };
export type GetProductListApiResponse = /** status 200 The page */ ProductPageResponse;
export type GetProductListApiArg = {
  page: Page;
};
export type GetProductCountApiResponse = /** status 200 The total */ CountResponse;
export type GetProductCountApiArg = void;
export type FilterProductsApiResponse = /** status 200 The page and the total of matching products */ ProductPageResponse;
export type FilterProductsApiArg = {
  productFilterRequest: ProductFilterRequest;
};
export type SearchProductsApiResponse = /** status 200 A bare array of products */ Product[];
export type SearchProductsApiArg = {
  keyword: string;
};
export const {
  useGetProductListQuery,
  useLazyGetProductListQuery,
  useGetProductCountQuery,
  useLazyGetProductCountQuery,
  useFilterProductsQuery,
  useLazyFilterProductsQuery,
  useSearchProductsQuery,
  useLazySearchProductsQuery,
} = injectedRtkApi;
