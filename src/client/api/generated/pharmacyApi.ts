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
export type Health = {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
  /** Whether searches are served from this process's search index yet (absent when the database is unavailable) */
  searchIndex?: 'ready' | 'building';
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
export type Pincode = string;
export type StateCode = string;
export type User = {
  _id: Id;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** 1 = administrator, 0 = shopper */
  role: number;
  /** The delivery pincode, or null when not given */
  pincode?: Pincode | null;
  /** The delivery state's GST code, or null when not given */
  state?: StateCode | null;
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
  /** Delivery pincode (6 digits, the first not 0); empty clears it, absent keeps it */
  pincode?: string;
  /** GST code of the delivery state (src/shared/indian-states.ts); empty clears it, absent keeps it */
  state?: string;
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
  /** Rupees per unit, as paid */
  price: number;
  /** MRP per unit when ordered, rupees */
  mrp: number;
  /** Units ordered */
  quantity: number;
  photo: Photo | null;
};
export type IndianState = {
  code: StateCode;
  name: string;
};
export type OrderEvent = {
  /** The status before, or null for the order being placed */
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  by: 'shopper' | 'admin' | 'system';
  /** Why, when given (a cancellation's reason) */
  note: string | null;
};
export type OrderPrescriptionStatus = 'Not required' | 'Pending review' | 'Approved' | 'Rejected';
export type Pharmacist = {
  name: string;
  registrationNo: string;
} | null;
export type OrderPrescription = {
  status: OrderPrescriptionStatus;
  /** Why it was rejected, or null */
  reason: string | null;
  reviewedAt: string | null;
  pharmacist: Pharmacist;
  prescriptionIds: Id[];
};
export type Order = {
  _id: Id;
  /** The order's short number, as the shop shows it: the first 8 characters of _id */
  number: string;
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
  /** Rupees: itemsTotal + deliveryFee */
  total: number;
  /** Rupees: the products at the prices paid */
  itemsTotal: number;
  /** Rupees: the products at MRP */
  mrpTotal: number;
  /** Rupees: mrpTotal - itemsTotal */
  discount: number;
  /** Rupees; 0 when delivery was free */
  deliveryFee: number;
  /** The delivery pincode, or null when not given */
  pincode: string | null;
  /** The delivery state, or null when not given */
  state: IndianState | null;
  /** Every status change, oldest first; the first is the order being placed */
  timeline: OrderEvent[];
  /** Whether the buyer may cancel now (Not Processed or Processing) */
  cancellable: boolean;
  /** The GST tax invoice's number, consecutive within the financial year (getOrderInvoice serves the invoice); null for an order placed before invoices existed, until its invoice is first asked for. */
  invoiceNo: string | null;
  prescription: OrderPrescription;
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
export type CancelOrderRequest = {
  /** Why the buyer cancels, e.g. 'Ordered by mistake' */
  reason: string;
};
export type QuoteLine = {
  _id: Id;
  /** The product's name; null when it does not exist (any more) */
  name: string | null;
  slug: string | null;
  /** Rupees per unit now; 0 when unavailable */
  price: number;
  /** MRP per unit, rupees; 0 when unavailable */
  mrp: number;
  /** Units that can be ordered: requested, capped by stock and maxPerOrder; 0 when none */
  quantity: number;
  /** Units asked for */
  requested: number;
  /** price x quantity, rupees */
  lineTotal: number;
  /** mrp x quantity, rupees */
  lineMrp: number;
  /** Units in stock */
  available: number;
  /** The most units of this product per order; 0 when unavailable */
  maxPerOrder: number;
  rxRequired: boolean;
  photo: Photo | null;
  /** Why not all that was asked can be ordered: unavailable (no such product), out of stock, expired (the batch's month has ended), limited (less stock, or maxPerOrder); null when all can */
  problem: ('unavailable' | 'out of stock' | 'expired' | 'limited') | null;
  /** The problem in words for the shopper, e.g. 'Only 2 left of X'; null when none */
  message: string | null;
};
export type QuoteResponse = {
  /** One line per product, in the order each first appears in the cart */
  lines: QuoteLine[];
  /** Rupees: the lines at current prices */
  itemsTotal: number;
  /** Rupees: the lines at MRP */
  mrpTotal: number;
  /** Rupees: mrpTotal - itemsTotal */
  discount: number;
  /** Rupees; 0 when itemsTotal reaches freeDeliveryAbove (or nothing can be ordered) */
  deliveryFee: number;
  /** Rupees: the items total from which delivery is free */
  freeDeliveryAbove: number;
  /** Rupees: itemsTotal + deliveryFee */
  total: number;
};
export type QuoteRequest = {
  /** Product ids and how many of each; a repeated _id adds up */
  cart: {
    _id: Id;
    quantity?: number;
  }[];
  pincode?: Pincode;
  state?: StateCode;
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
export type Suggestion = {
  _id: Id;
  name: string;
  slug: string;
  /** e.g. 'strip of 15 tablets'; empty when not known */
  packSize: string;
  /** Rupees, inclusive of all taxes */
  price: number;
  /** Maximum retail price, rupees */
  mrp: number;
  /** True when a prescription is needed to buy it */
  rxRequired: boolean;
  /** The photo, or null when the product has none */
  photo: Photo | null;
};
export type Suggestions = {
  products: Suggestion[];
  categories: Category[];
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
  /** The most units of this product one order may hold. Default on create: 10 */
  maxPerOrder?: number;
};
export type ProductCreateForm = ProductFields & {
  quantity: number;
};
export type ProductPageResponse = {
  success: boolean;
  products: Product[];
  /** How many products match, in all pages */
  total: number;
  page: number;
  perPage: number;
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
  /** The most units of this product one order may hold */
  maxPerOrder: number;
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
  /** Products in the cart; only each entry's _id and quantity are read. A repeated _id adds up. */
  cart: {
    _id: Id;
    /** Units of this product, 1 to 100 (default 1). In an entry that carries `slug` (a whole product object, as a SPEC client's cart holds) this is the product's stock, not a count to order: such an entry is one unit. */
    quantity?: number;
  }[];
  address: string;
  paymentMethod: 'COD';
  pincode?: Pincode;
  state?: StateCode;
  /** The buyer's own prescriptions (uploadPrescription) for the cart's Schedule H and H1 medicines: each 'Pending review' and not yet attached to a decided order, or 'Approved' and still valid. Needed when the cart holds such a medicine; an id that is missing or another user's is refused alike (400). */
  prescriptionIds?: Id[];
};
export type PrescriptionStatus = 'Pending review' | 'Approved' | 'Rejected';
export type PrescriptionFile = {
  _id: Id;
  kind: 'image' | 'pdf';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  /** Size of the stored file */
  bytes: number;
  /** Images only, as stored (upright) */
  width?: number;
  /** Images only, as stored (upright) */
  height?: number;
  /** PDFs only */
  pages?: number;
};
export type Prescription = {
  _id: Id;
  status: PrescriptionStatus;
  /** Empty when not given */
  patientName: string;
  /** Empty when not given */
  doctorName: string;
  /** The date written on the prescription, or null when not given */
  prescribedOn: string | null;
  createdAt: string;
  /** Set when approved (approval + PRESCRIPTION_VALID_DAYS); null otherwise */
  validUntil: string | null;
  /** Approved and still valid, so a new order may name it */
  reusable: boolean;
  /** Why it was rejected, or null */
  reason: string | null;
  files: PrescriptionFile[];
  reviewedAt: string | null;
  pharmacist: Pharmacist;
};
export type PrescriptionResponse = {
  success: boolean;
  message: string;
  prescription: Prescription;
};
export type PrescriptionUploadForm = {
  /** One to five parts named `file`, each a JPEG, PNG, WebP, HEIC or PDF of at most 10 MB */
  file: Blob[];
  patientName?: string;
  doctorName?: string;
  /** YYYY-MM-DD; not in the future */
  prescribedOn?: string;
};
export type PrescriptionLine = {
  productId: Id;
  name: string;
  schedule: 'H' | 'H1';
};
export type PrescriptionQueueEntry = {
  order: Order;
  prescriptions: Prescription[];
  lines: PrescriptionLine[];
};
export type PrescriptionReviewRequest = {
  decision: 'approve' | 'reject';
  /** Required to reject; shown to the shopper. Ignored when approving. */
  reason?: string;
};
export type PharmacyDetails = {
  pharmacistName: string;
  pharmacistRegistrationNo: string;
  pharmacyLicenceNo: string;
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
