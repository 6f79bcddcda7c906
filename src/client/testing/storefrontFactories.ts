/** Products, categories, users and page responses for storefront tests, shaped as the API sends them. */
import type { Category, Order, Product, Substitute, User } from '../api/endpoints';
import type { RootState } from '../store/store';
import type { AuthState } from '../session/authSlice';
import { cartFromStored } from '../store/cartSlice';

export const painRelief: Category = { _id: 'cat-pain', name: 'Pain Relief', slug: 'pain-relief' };
export const vitamins: Category = { _id: 'cat-vit', name: 'Vitamins', slug: 'vitamins' };

/**
 * The medicine facts of a plain shop item at `price`: no discount, no salts, sold without a
 * prescription. Tests that are about medicines override what they need.
 */
export function plainFacts(price: number) {
  return {
    mrp: price,
    discountPercent: 0,
    manufacturer: '',
    packSize: '',
    unitsPerPack: 1,
    pricePerUnit: price,
    dosageForm: 'other',
    composition: [],
    schedule: 'OTC',
    rxRequired: false,
    hsnCode: '3004',
    gstRate: 5,
    storage: null,
    countryOfOrigin: 'India',
    expiresOn: null,
    maxPerOrder: 10,
  } satisfies Partial<Product>;
}

export function aProduct(n: number, overrides: Partial<Product> = {}): Product {
  return {
    ...plainFacts(overrides.price ?? 10 * n),
    _id: `p${n}`,
    name: `Product ${n}`,
    slug: `product-${n}`,
    description: `Description of product ${n}, a reliable remedy kept in every family's medicine cabinet.`,
    price: 10 * n,
    quantity: 5,
    shipping: true,
    category: painRelief,
    photo: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A substitute as getSubstitutes sends it: a product and how much cheaper per unit it is. */
export function aSubstitute(n: number, savingPercent: number, overrides: Partial<Product> = {}): Substitute {
  return { ...aProduct(n, overrides), savingPercent };
}

export const someProducts = (from: number, count: number) => Array.from({ length: count }, (_, i) => aProduct(from + i));

export function aPage(products: Product[], total: number, page = 1) {
  return { success: true, products, total, page, perPage: 12 };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    address: '12 MG Road, Bengaluru',
    role: 0,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const product = aProduct(1);
  const _id = overrides._id ?? 'o1';
  const status = overrides.status ?? 'Not Processed';
  return {
    _id,
    status: 'Not Processed',
    buyer: { _id: 'u1', name: 'Asha Rao' },
    createAt: '2025-03-05T14:07:09.000Z',
    createdAt: '2025-03-05T14:07:09.000Z',
    payment: { method: 'COD', success: false },
    address: '12 MG Road, Bengaluru',
    products: [{ ...product, quantity: 1 }],
    total: product.price,
    number: _id.slice(0, 8),
    itemsTotal: product.price,
    mrpTotal: product.mrp,
    discount: 0,
    deliveryFee: 0,
    pincode: null,
    state: null,
    timeline: [{ from: null, to: 'Not Processed', at: '2025-03-05T14:07:09.000Z', by: 'shopper', note: null }],
    cancellable: status === 'Not Processed' || status === 'Processing',
    invoiceNo: null,
    prescription: { status: 'Not required', reason: null, reviewedAt: null, pharmacist: null, prescriptionIds: [] },
    ...overrides,
  };
}

/**
 * A preloaded state for renderWithProviders (persisted slices without their `_persist` bookkeeping).
 * Cart items are read as stored ones are: a product without `cartQuantity` is one unit.
 */
export const preloaded = ({ cart, ...state }: { auth?: AuthState; cart?: { items: Product[] }; [slice: string]: unknown }) =>
  ({ ...state, ...(cart && { cart: cartFromStored(cart.items) }) }) as unknown as Partial<RootState>;

/** A signed-in session. */
export const session = (overrides: Partial<User> = {}, token = 'tok-1'): AuthState => ({ user: aUser(overrides), token });
