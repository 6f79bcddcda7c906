// openapi.yaml's schemas, for every generated endpoint file: written by scripts/codegen.mjs, never edited.
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
export type RegisterRequest = {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  /** The secret answer, the year of birth; used to reset the password */
  answer: string;
};
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
