import { emptyApi as api } from '../emptyApi';
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
export type Id = string;
export type Category = {
  _id: Id;
  name: string;
  slug: string;
};
export type Photo = {
  version: string;
  width: number;
  height: number;
};
export type DosageForm =
  | 'tablet'
  | 'capsule'
  | 'syrup'
  | 'suspension'
  | 'injection'
  | 'cream'
  | 'gel'
  | 'ointment'
  | 'drops'
  | 'inhaler'
  | 'powder'
  | 'device'
  | 'other';
export type Salt = {
  /** Salt (active ingredient), e.g. 'Paracetamol' */
  name: string;
  /** e.g. '650 mg', '0.05% w/w'; may be empty */
  strength: string;
};
export type Schedule = 'OTC' | 'G' | 'H' | 'H1';
export type GstRate = 0 | 5 | 18;
export type Product = {
  _id: Id;
  name: string;
  slug: string;
  description: string;
  /** Rupees, inclusive of all taxes */
  price: number;
  /** Units in stock */
  quantity: number;
  shipping: boolean;
  category: Category;
  /** The photo, or null when the product has none */
  photo: Photo | null;
  createdAt: string;
  updatedAt: string;
  /** Maximum retail price printed on the pack, rupees, inclusive of all taxes; never below price */
  mrp: number;
  /** floor((mrp - price) / mrp x 100); 0 when mrp is 0 */
  discountPercent: number;
  /** Manufacturer or marketer; empty when not known */
  manufacturer: string;
  /** What one unit sold holds, e.g. 'strip of 15 tablets'; empty when not known */
  packSize: string;
  /** Tablets, capsules, ml... in one pack, for the price per unit */
  unitsPerPack: number;
  /** price / unitsPerPack, rupees, rounded to the paisa */
  pricePerUnit: number;
  dosageForm: DosageForm;
  /** The salts inside, with strengths; empty for products that are not medicines */
  composition: Salt[];
  schedule: Schedule;
  /** True for Schedule H and H1: sold only against a prescription */
  rxRequired: boolean;
  /** HSN code for GST */
  hsnCode: string;
  gstRate: GstRate;
  /** Storage instructions, or null */
  storage: string | null;
  countryOfOrigin: string;
  /** Month the batch on sale expires (YYYY-MM), or null when not given; an expired product cannot be ordered */
  expiresOn: string | null;
  /** The most units of this product one order may hold */
  maxPerOrder: number;
};
export type ProductPageResponse = {
  success: boolean;
  products: Product[];
  /** How many products match, in all pages */
  total: number;
  page: number;
  perPage: number;
};
export type Error = {
  success: boolean;
  message: string;
};
export type Page = number;
export type CountResponse = {
  success: boolean;
  total: number;
};
export type ProductFilterRequest = {
  /** Category ids; empty means every category */
  checked?: Id[];
  /** A price band as [min, max], both inclusive; empty means any price. One number alone is refused. */
  radio?: number[];
  page?: Page;
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
