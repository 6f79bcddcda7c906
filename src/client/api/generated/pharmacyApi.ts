import { emptyApi as api } from '../emptyApi';
import type {
  CancelOrderRequest,
  CategoryListResponse,
  CategoryProductsResponse,
  CategoryRequest,
  CategoryResponse,
  ForgotPasswordRequest,
  Health,
  Id,
  LoginRequest,
  LoginResponse,
  Message,
  Ok,
  Order,
  OrderCreatedResponse,
  OrderRequest,
  OrderStatusRequest,
  OrderStatusResponse,
  Page,
  PharmacyDetails,
  Prescription,
  PrescriptionQueueEntry,
  PrescriptionResponse,
  PrescriptionReviewRequest,
  PrescriptionUploadForm,
  ProductCreateForm,
  ProductListResponse,
  ProductMessageResponse,
  ProductPageResponse,
  ProductResponse,
  ProductUpdateForm,
  ProfileRequest,
  ProfileResponse,
  QuoteRequest,
  QuoteResponse,
  RegisterRequest,
  Slug,
  SubstituteListResponse,
  Suggestions,
} from './schemas';
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
    cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/orders/${queryArg.orderId}/cancel`, method: 'PUT', body: queryArg.cancelOrderRequest }),
    }),
    quoteOrder: build.query<QuoteOrderApiResponse, QuoteOrderApiArg>({
      query: (queryArg) => ({ url: `/api/v1/orders/quote`, method: 'POST', body: queryArg.quoteRequest }),
    }),
    getOrderInvoice: build.query<GetOrderInvoiceApiResponse, GetOrderInvoiceApiArg>({
      query: (queryArg) => ({ url: `/api/v1/auth/orders/${queryArg.orderId}/invoice` }),
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
    suggestProducts: build.query<SuggestProductsApiResponse, SuggestProductsApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/products/suggest`,
        params: {
          q: queryArg.q,
        },
      }),
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
    uploadPrescription: build.mutation<UploadPrescriptionApiResponse, UploadPrescriptionApiArg>({
      query: (queryArg) => ({ url: `/api/v1/prescriptions`, method: 'POST', body: queryArg.prescriptionUploadForm }),
    }),
    listMyPrescriptions: build.query<ListMyPrescriptionsApiResponse, ListMyPrescriptionsApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/prescriptions`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    getPrescriptionFile: build.query<GetPrescriptionFileApiResponse, GetPrescriptionFileApiArg>({
      query: (queryArg) => ({ url: `/api/v1/prescriptions/${queryArg.prescriptionId}/files/${queryArg.fileId}` }),
    }),
    listPrescriptionQueue: build.query<ListPrescriptionQueueApiResponse, ListPrescriptionQueueApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/admin/prescriptions/queue`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    reviewPrescription: build.mutation<ReviewPrescriptionApiResponse, ReviewPrescriptionApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/admin/orders/${queryArg.orderId}/prescription`,
        method: 'PUT',
        body: queryArg.prescriptionReviewRequest,
      }),
    }),
    getPharmacyDetails: build.query<GetPharmacyDetailsApiResponse, GetPharmacyDetailsApiArg>({
      query: () => ({ url: `/api/v1/pharmacy` }),
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
export type CancelOrderApiResponse = /** status 200 Order cancelled */ OrderStatusResponse;
export type CancelOrderApiArg = {
  orderId: Id;
  cancelOrderRequest: CancelOrderRequest;
};
export type QuoteOrderApiResponse = /** status 200 The quote */ QuoteResponse;
export type QuoteOrderApiArg = {
  quoteRequest: QuoteRequest;
};
export type GetOrderInvoiceApiResponse =
  /** status 200 The invoice, to be saved (Content-Disposition attachment, named after the invoice number) */ Blob;
export type GetOrderInvoiceApiArg = {
  orderId: Id;
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
export type SuggestProductsApiResponse = /** status 200 The suggestions, possibly none */ Suggestions;
export type SuggestProductsApiArg = {
  /** What the shopper has typed so far, 2 to 100 characters */
  q: string;
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
export type UploadPrescriptionApiResponse = /** status 201 Prescription stored, waiting for review */ PrescriptionResponse;
export type UploadPrescriptionApiArg = {
  prescriptionUploadForm: PrescriptionUploadForm;
};
export type ListMyPrescriptionsApiResponse =
  /** status 200 A bare array of prescriptions; the X-Total-Count header holds the total */ Prescription[];
export type ListMyPrescriptionsApiArg = {
  page?: Page;
  perPage?: number;
};
export type GetPrescriptionFileApiResponse = /** status 200 The file */ Blob;
export type GetPrescriptionFileApiArg = {
  prescriptionId: Id;
  fileId: Id;
};
export type ListPrescriptionQueueApiResponse =
  /** status 200 A bare array of queue entries; the X-Total-Count header holds the total */ PrescriptionQueueEntry[];
export type ListPrescriptionQueueApiArg = {
  page?: Page;
  perPage?: number;
};
export type ReviewPrescriptionApiResponse = /** status 200 Decided */ OrderStatusResponse;
export type ReviewPrescriptionApiArg = {
  orderId: Id;
  prescriptionReviewRequest: PrescriptionReviewRequest;
};
export type GetPharmacyDetailsApiResponse = /** status 200 The pharmacy's details */ PharmacyDetails;
export type GetPharmacyDetailsApiArg = void;
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
  useCancelOrderMutation,
  useQuoteOrderQuery,
  useLazyQuoteOrderQuery,
  useGetOrderInvoiceQuery,
  useLazyGetOrderInvoiceQuery,
  useGetCategoriesQuery,
  useLazyGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useSuggestProductsQuery,
  useLazySuggestProductsQuery,
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
  useUploadPrescriptionMutation,
  useListMyPrescriptionsQuery,
  useLazyListMyPrescriptionsQuery,
  useGetPrescriptionFileQuery,
  useLazyGetPrescriptionFileQuery,
  useListPrescriptionQueueQuery,
  useLazyListPrescriptionQueueQuery,
  useReviewPrescriptionMutation,
  useGetPharmacyDetailsQuery,
  useLazyGetPharmacyDetailsQuery,
} = injectedRtkApi;
