import type { Handlers } from '../../plugins/contract';
import { HttpError } from '../../http-error';

export const productHandlers = {
  getProductList: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  getProductCount: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  filterProducts: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  searchProducts: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  createProduct: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  getProducts: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  getProduct: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  updateProduct: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  deleteProduct: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  getRelatedProducts: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  getProductsByCategory: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
} satisfies Handlers;
