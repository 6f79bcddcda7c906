import { emptyApi as api } from '../emptyApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/register`, method: 'POST', body: queryArg.registerRequest }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/forgot-password`, method: 'POST', body: queryArg.forgotPasswordRequest }),
    }),
    userAuth: build.query<UserAuthApiResponse, UserAuthApiArg>({
      query: () => ({ url: `/api/v1/auth/user-auth` }),
    }),
    adminAuth: build.query<AdminAuthApiResponse, AdminAuthApiArg>({
      query: () => ({ url: `/api/v1/auth/admin-auth` }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/profile`, method: 'PUT', body: queryArg.profileRequest }),
    }),
    getOrders: build.query<GetOrdersApiResponse, GetOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/auth/orders`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    getAllOrders: build.query<GetAllOrdersApiResponse, GetAllOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/auth/all-orders`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    updateOrderStatus: build.mutation<UpdateOrderStatusApiResponse, UpdateOrderStatusApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/order-status/${queryArg.orderId}`, method: 'PUT', body: queryArg.orderStatusRequest }),
    }),
    getCategories: build.query<GetCategoriesApiResponse, GetCategoriesApiArg>({
      query: () => ({ url: `/api/v1/category/get-category` }),
    }),
    createCategory: build.mutation<CreateCategoryApiResponse, CreateCategoryApiArg>({
      query: (queryArg) => ({ url: `/api/v1/category/create-category`, method: 'POST', body: queryArg.categoryRequest }),
    }),
    updateCategory: build.mutation<UpdateCategoryApiResponse, UpdateCategoryApiArg>({
      query: (queryArg) => ({ url: `/api/v1/category/update-category/${queryArg.id}`, method: 'PUT', body: queryArg.categoryRequest }),
    }),
    deleteCategory: build.mutation<DeleteCategoryApiResponse, DeleteCategoryApiArg>({
      query: (queryArg) => ({ url: `/api/v1/category/delete-category/${queryArg.id}`, method: 'DELETE' }),
    }),
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
    createProduct: build.mutation<CreateProductApiResponse, CreateProductApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/create-product`, method: 'POST', body: queryArg.productCreateForm }),
    }),
    getProducts: build.query<GetProductsApiResponse, GetProductsApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/products/get-product`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
          keyword: queryArg.keyword,
        },
      }),
    }),
    getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/get-product/${queryArg.slug}` }),
    }),
    updateProduct: build.mutation<UpdateProductApiResponse, UpdateProductApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/update-product/${queryArg.id}`, method: 'PUT', body: queryArg.productUpdateForm }),
    }),
    deleteProduct: build.mutation<DeleteProductApiResponse, DeleteProductApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/delete-product/${queryArg.id}`, method: 'DELETE' }),
    }),
    getRelatedProducts: build.query<GetRelatedProductsApiResponse, GetRelatedProductsApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/related-product/${queryArg.productId}/${queryArg.categoryId}` }),
    }),
    getSubstitutes: build.query<GetSubstitutesApiResponse, GetSubstitutesApiArg>({
      query: (queryArg) => ({ url: `/api/v1/products/substitutes/${queryArg.productId}` }),
    }),
    getProductsByCategory: build.query<GetProductsByCategoryApiResponse, GetProductsByCategoryApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/products/product-category/${queryArg.slug}`,
        params: {
          page: queryArg.page,
        },
      }),
    }),
    createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/products/create`,
        method: 'POST',
        body: queryArg.orderRequest,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as pharmacyApi };
export type GetHealthApiResponse = /** status 200 Server and database are up */ Health;
export type GetHealthApiArg = void;
export type RegisterApiResponse = /** status 201 Account created */ Message;
export type RegisterApiArg = {
  registerRequest: RegisterRequest;
};
export type LoginApiResponse = /** status 200 Signed in */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type ForgotPasswordApiResponse = /** status 200 Password changed */ Message;
export type ForgotPasswordApiArg = {
  forgotPasswordRequest: ForgotPasswordRequest;
};
export type UserAuthApiResponse = /** status 200 Token is valid */ Ok;
export type UserAuthApiArg = void;
export type AdminAuthApiResponse = /** status 200 Token is an administrator's */ Ok;
export type AdminAuthApiArg = void;
export type UpdateProfileApiResponse = /** status 200 Profile updated */ ProfileResponse;
export type UpdateProfileApiArg = {
  profileRequest: ProfileRequest;
};
export type GetOrdersApiResponse = /** status 200 A bare array of orders; the X-Total-Count header holds the total */ Order[];
export type GetOrdersApiArg = {
  page?: Page;
  perPage?: number;
};
export type GetAllOrdersApiResponse = /** status 200 A bare array of orders; the X-Total-Count header holds the total */ Order[];
export type GetAllOrdersApiArg = {
  page?: Page;
  perPage?: number;
};
export type UpdateOrderStatusApiResponse = /** status 200 Status changed */ OrderStatusResponse;
export type UpdateOrderStatusApiArg = {
  orderId: Id;
  orderStatusRequest: OrderStatusRequest;
};
export type GetCategoriesApiResponse = /** status 200 The categories */ CategoryListResponse;
export type GetCategoriesApiArg = void;
export type CreateCategoryApiResponse = /** status 201 Category created */ CategoryResponse;
export type CreateCategoryApiArg = {
  categoryRequest: CategoryRequest;
};
export type UpdateCategoryApiResponse = /** status 200 Category renamed */ CategoryResponse;
export type UpdateCategoryApiArg = {
  id: Id;
  categoryRequest: CategoryRequest;
};
export type DeleteCategoryApiResponse = /** status 200 Category deleted */ Message;
export type DeleteCategoryApiArg = {
  id: Id;
};
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
export type CreateProductApiResponse = /** status 201 Product created */ ProductMessageResponse;
export type CreateProductApiArg = {
  productCreateForm: ProductCreateForm;
};
export type GetProductsApiResponse = /** status 200 The page and the total of matching products */ ProductPageResponse;
export type GetProductsApiArg = {
  page?: Page;
  perPage?: number;
  keyword?: string;
};
export type GetProductApiResponse = /** status 200 The product */ ProductResponse;
export type GetProductApiArg = {
  slug: Slug;
};
export type UpdateProductApiResponse = /** status 200 Product updated */ ProductMessageResponse;
export type UpdateProductApiArg = {
  id: Id;
  productUpdateForm: ProductUpdateForm;
};
export type DeleteProductApiResponse = /** status 200 Product deleted */ Message;
export type DeleteProductApiArg = {
  id: Id;
};
export type GetRelatedProductsApiResponse = /** status 200 The related products */ ProductListResponse;
export type GetRelatedProductsApiArg = {
  productId: Id;
  categoryId: Id;
};
export type GetSubstitutesApiResponse = /** status 200 The substitutes */ SubstituteListResponse;
export type GetSubstitutesApiArg = {
  productId: Id;
};
export type GetProductsByCategoryApiResponse = /** status 200 The category and its products */ CategoryProductsResponse;
export type GetProductsByCategoryApiArg = {
  slug: Slug;
  page?: Page;
};
export type CreateOrderApiResponse = /** status 201 Order placed */ OrderCreatedResponse;
export type CreateOrderApiArg = {
  /** Any unique string per checkout, e.g. a UUID: 1 to 100 visible ASCII characters. Reuse it only to retry the same order; keys older than 24 hours may be reused. */
  'Idempotency-Key'?: string;
  orderRequest: OrderRequest;
};
export type Health = {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
};
export type Message = {
  success: boolean;
  message: string;
};
export type Error = {
  success: boolean;
  message: string;
};
export type RegisterRequest = {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  /** The secret answer, the year of birth; used to reset the password */
  answer: string;
};
export type Id = string;
export type User = {
  _id: Id;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** 1 = administrator, 0 = shopper */
  role: number;
};
export type LoginResponse = {
  success: boolean;
  message: string;
  user: User;
  token: string;
};
export type LoginRequest = {
  email: string;
  password: string;
};
export type ForgotPasswordRequest = {
  email: string;
  answer: string;
  newPassword: string;
};
export type Ok = {
  ok: boolean;
};
export type ProfileResponse = {
  success: boolean;
  message: string;
  updatedUser: User;
  /** Present when the password was changed: a token to keep using. It is the caller's own token, which stays valid; for a token issued before sessions existed (which the change ends) it is a new one. */
  token?: string;
};
export type ProfileRequest = {
  name: string;
  /** Ignored; e-mail cannot be changed */
  email?: string;
  /** A new password of at least 8 characters, or empty to keep the current one */
  password?: string;
  phone: string;
  address: string;
};
export type OrderStatus = 'Not Processed' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancel';
export type Photo = {
  version: string;
  width: number;
  height: number;
};
export type OrderItem = {
  _id: Id;
  name: string;
  slug: string;
  description: string;
  price: number;
  /** Units ordered */
  quantity: number;
  photo: Photo | null;
};
export type Order = {
  _id: Id;
  status: OrderStatus;
  buyer: {
    _id: Id;
    name: string;
  };
  /** The spec's spelling of createdAt */
  createAt: string;
  createdAt: string;
  payment: {
    method: 'COD';
    success: boolean;
  };
  address: string;
  products: OrderItem[];
  /** Rupees */
  total: number;
};
export type Page = number;
export type OrderStatusResponse = {
  success: boolean;
  message: string;
  order: Order;
};
export type OrderStatusRequest = {
  status: OrderStatus;
};
export type Category = {
  _id: Id;
  name: string;
  slug: string;
};
export type CategoryListResponse = {
  success: boolean;
  message: string;
  category: Category[];
};
export type CategoryResponse = {
  success: boolean;
  message: string;
  category: Category;
};
export type CategoryRequest = {
  name: string;
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
};
export type ProductPageResponse = {
  success: boolean;
  products: Product[];
  /** How many products match, in all pages */
  total: number;
  page: number;
  perPage: number;
};
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
export type ProductMessageResponse = {
  success: boolean;
  message: string;
  product: Product;
};
export type ProductFields = {
  name: string;
  description: string;
  price: number;
  category: Id;
  /** '1' or 'true' when the product can be shipped. Optional: absent or empty (as a client sends when no value was picked) means not shipped on create and unchanged on update. */
  shipping?: '' | '0' | '1' | 'true' | 'false';
  /** JPEG, PNG or WebP, judged by its bytes; at most 5 MB by default. Optional: absent or empty (no file chosen) means no photo on create and the current photo kept on update. */
  photo?: Blob;
  /** MRP in rupees; at least the price (a price above MRP is refused). Default on create: the price. */
  mrp?: number;
  /** Default on create: empty */
  manufacturer?: string;
  /** e.g. 'strip of 15 tablets'. Default on create: empty */
  packSize?: string;
  /** Default on create: 1 */
  unitsPerPack?: number;
  /** Default on create: 'other' */
  dosageForm?:
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
  /** The salts as a JSON array of { name, strength } (at most 10), e.g. [{"name":"Paracetamol","strength":"650 mg"}]; '[]' for none. Default on create: none. */
  composition?: string;
  /** Default on create: OTC. X and NDPS (narcotic and psychotropic) medicines may not be sold online in India: asking for them is refused with 400 saying so. */
  schedule?: 'OTC' | 'G' | 'H' | 'H1' | 'X' | 'NDPS';
  /** Default on create: by category (3004 for medicines) */
  hsnCode?: string;
  /** Default on create: 5 for medicines (HSN 3003/3004), else by HSN */
  gstRate?: 0 | 5 | 18;
  /** Default on create: none */
  storage?: string;
  /** Default on create: India */
  countryOfOrigin?: string;
  /** YYYY-MM of the batch on sale. Default on create: none */
  expiresOn?: string;
};
export type ProductCreateForm = ProductFields & {
  quantity: number;
};
export type ProductResponse = {
  success: boolean;
  product: Product;
};
export type Slug = string;
export type ProductUpdateForm = ProductFields & {
  quantity: number;
};
export type ProductListResponse = {
  success: boolean;
  products: Product[];
};
export type Substitute = {
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
  /** How much cheaper per unit than the product asked about, in percent (negative when dearer) */
  savingPercent: number;
};
export type SubstituteListResponse = {
  success: boolean;
  products: Substitute[];
};
export type CategoryProductsResponse = {
  success: boolean;
  category: Category;
  products: Product[];
  total: number;
  page: number;
  perPage: number;
};
export type OrderCreatedResponse = {
  success: boolean;
  message: string;
  order: Order;
};
export type OrderRequest = {
  /** Products in the cart; only each entry's _id is read */
  cart: {
    _id: Id;
  }[];
  address: string;
  paymentMethod: 'COD';
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useUserAuthQuery,
  useLazyUserAuthQuery,
  useAdminAuthQuery,
  useLazyAdminAuthQuery,
  useUpdateProfileMutation,
  useGetOrdersQuery,
  useLazyGetOrdersQuery,
  useGetAllOrdersQuery,
  useLazyGetAllOrdersQuery,
  useUpdateOrderStatusMutation,
  useGetCategoriesQuery,
  useLazyGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useGetProductListQuery,
  useLazyGetProductListQuery,
  useGetProductCountQuery,
  useLazyGetProductCountQuery,
  useFilterProductsQuery,
  useLazyFilterProductsQuery,
  useSearchProductsQuery,
  useLazySearchProductsQuery,
  useCreateProductMutation,
  useGetProductsQuery,
  useLazyGetProductsQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetRelatedProductsQuery,
  useLazyGetRelatedProductsQuery,
  useGetSubstitutesQuery,
  useLazyGetSubstitutesQuery,
  useGetProductsByCategoryQuery,
  useLazyGetProductsByCategoryQuery,
  useCreateOrderMutation,
} = injectedRtkApi;
