/**
 * The generated endpoints with the app's cache tags: any change to categories, products or
 * orders refetches exactly the lists that show them. Generated code is never edited; this
 * is where it is enhanced.
 */
import { pharmacyApi } from './generated/pharmacyApi';

export const api = pharmacyApi.enhanceEndpoints({
  addTagTypes: ['Category', 'Product', 'Order', 'Session'],
  endpoints: {
    userAuth: { providesTags: ['Session'] },
    adminAuth: { providesTags: ['Session'] },
    updateProfile: { invalidatesTags: ['Session'] },
    getCategories: { providesTags: ['Category'] },
    createCategory: { invalidatesTags: ['Category'] },
    updateCategory: { invalidatesTags: ['Category', 'Product'] },
    deleteCategory: { invalidatesTags: ['Category'] },
    getProductList: { providesTags: ['Product'] },
    getProductCount: { providesTags: ['Product'] },
    filterProducts: { providesTags: ['Product'] },
    searchProducts: { providesTags: ['Product'] },
    getProducts: { providesTags: ['Product'] },
    getProduct: { providesTags: ['Product'] },
    getRelatedProducts: { providesTags: ['Product'] },
    getSubstitutes: { providesTags: ['Product'] },
    getProductsByCategory: { providesTags: ['Product'] },
    createProduct: { invalidatesTags: ['Product'] },
    updateProduct: { invalidatesTags: ['Product'] },
    deleteProduct: { invalidatesTags: ['Product'] },
    createOrder: { invalidatesTags: ['Product', 'Order'] },
    getOrders: { providesTags: ['Order'] },
    getAllOrders: { providesTags: ['Order'] },
    updateOrderStatus: { invalidatesTags: ['Order'] },
  },
});

// Components import hooks and types from here, never from generated/, so the tags above always apply.
export * from './generated/pharmacyApi';
