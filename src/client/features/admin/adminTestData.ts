/** Test data for the admin screens' tests: a signed-in administrator and factories for what the server returns. */
import type { Category, Order, Product, User } from '../../api/endpoints';
import type { RootState } from '../../store/store';
import { plainFacts } from '../../testing/storefrontFactories';

export const adminUser: User = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Asha Admin',
  email: 'admin@pharmacy.local',
  phone: '',
  address: 'Pune',
  role: 1,
};

/** The store as it is after the administrator signed in. */
export function adminState(user: User = adminUser): Partial<RootState> {
  return { auth: { user, token: 'admin-token' } } as Partial<RootState>;
}

let counter = 0;
const nextId = () => `${(++counter).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;

export function aCategory(name: string): Category {
  return { _id: nextId(), name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  const name = overrides.name ?? `Product ${counter + 1}`;
  return {
    ...plainFacts(overrides.price ?? 120),
    _id: nextId(),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${name} description`,
    price: 120,
    quantity: 10,
    shipping: true,
    category: aCategory('Pain Relief'),
    photo: { version: 'v1', width: 800, height: 600 },
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    number: _id.slice(0, 8),
    status: 'Not Processed',
    buyer: { _id: nextId(), name: 'Ravi Shopper' },
    createAt: '2025-03-04T09:30:15.000Z',
    createdAt: '2025-03-04T09:30:15.000Z',
    payment: { method: 'COD', success: false },
    address: '12 MG Road, Bengaluru',
    products: [
      {
        _id: nextId(),
        name: 'Paracetamol 500 mg',
        slug: 'paracetamol-500-mg',
        description: 'Fever and pain relief tablets',
        price: 30,
        mrp: 30,
        quantity: 2,
        photo: null,
      },
    ],
    total: 60,
    itemsTotal: 60,
    mrpTotal: 60,
    discount: 0,
    deliveryFee: 0,
    pincode: null,
    state: null,
    timeline: [{ from: null, to: 'Not Processed', at: '2025-03-04T09:30:15.000Z', by: 'shopper', note: null }],
    cancellable: true,
    invoiceNo: null,
    prescription: { status: 'Not required', reason: null, reviewedAt: null, pharmacist: null, prescriptionIds: [] },
    ...overrides,
  };
}
