/**
 * The generated endpoints with the app's cache tags: any change to categories, products,
 * orders or prescriptions refetches exactly the lists that show them. Generated code is never edited; this
 * is where it is enhanced. The catalogue's lists and search are enhanced in catalogueEndpoints.ts,
 * apart because the first download needs them and none of these.
 */
import { pharmacyApi } from './generated/pharmacyApi';

export const api = pharmacyApi.enhanceEndpoints({
  addTagTypes: ['Category', 'Product', 'Order', 'Session', 'Prescription'],
  endpoints: {
    userAuth: { providesTags: ['Session'] },
    adminAuth: { providesTags: ['Session'] },
    updateProfile: { invalidatesTags: ['Session'] },
    getCategories: { providesTags: ['Category'] },
    createCategory: { invalidatesTags: ['Category'] },
    updateCategory: { invalidatesTags: ['Category', 'Product'] },
    deleteCategory: { invalidatesTags: ['Category'] },
    suggestProducts: { providesTags: ['Product', 'Category'] },
    getProducts: { providesTags: ['Product'] },
    getProduct: { providesTags: ['Product'] },
    getRelatedProducts: { providesTags: ['Product'] },
    getSubstitutes: { providesTags: ['Product'] },
    getProductsByCategory: { providesTags: ['Product'] },
    createProduct: { invalidatesTags: ['Product'] },
    updateProduct: { invalidatesTags: ['Product'] },
    deleteProduct: { invalidatesTags: ['Product'] },
    createOrder: { invalidatesTags: ['Product', 'Order', 'Prescription'] },
    getOrders: { providesTags: ['Order'] },
    getAllOrders: { providesTags: ['Order'] },
    updateOrderStatus: { invalidatesTags: ['Order', 'Product'] },
    cancelOrder: { invalidatesTags: ['Order', 'Product'] },
    // Prices and stock change with products and orders: a quote shown on screen follows them.
    quoteOrder: { providesTags: ['Product'] },
    listMyPrescriptions: { providesTags: ['Prescription'] },
    listPrescriptionQueue: { providesTags: ['Prescription', 'Order'] },
    // A rejection cancels the order and puts its stock back: products change too.
    reviewPrescription: { invalidatesTags: ['Prescription', 'Order', 'Product'] },
  },
});

// Components import hooks and types from here, never from generated/, so the tags above always apply.
export * from './generated/pharmacyApi';
export * from './catalogueEndpoints';
// The contract's schema types, which the generated files import instead of each declaring them.
export type * from './generated/schemas';
