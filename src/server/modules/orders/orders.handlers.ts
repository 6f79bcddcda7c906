import { HttpError } from '../../http-error';
import type { Handlers } from '../../plugins/contract';

export const orderHandlers = {
  getOrders: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  getAllOrders: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  updateOrderStatus: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  createOrder: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
} satisfies Handlers;
