import type { Handlers } from '../../plugins/contract';
import { HttpError } from '../../http-error';

export const categoryHandlers = {
  getCategories: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  createCategory: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  updateCategory: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  deleteCategory: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
} satisfies Handlers;
