/**
 * Every operation handler, by operationId; the contract plugin binds them to openapi.yaml.
 * Typed from the contract, so an operation without a handler fails `npm run typecheck`.
 */
import type { Handlers } from '../contract/operation-types';
import { categoryHandlers } from './categories/categories.handlers';
import { invoiceHandlers } from './invoices/invoices.handlers';
import { orderStatusHandlers } from './orders/order-status.handlers';
import { orderHandlers } from './orders/orders.handlers';
import { quoteHandlers } from './orders/quote.handlers';
import { photoHandlers } from './photos/photos.handlers';
import { prescriptionHandlers } from './prescriptions/prescriptions.handlers';
import { productHandlers } from './products/products.handlers';
import { healthHandlers } from './system/health.handlers';
import { accountHandlers } from './users/users.handlers';

export const handlers: Handlers = {
  ...healthHandlers,
  ...accountHandlers,
  ...orderHandlers,
  ...invoiceHandlers,
  ...orderStatusHandlers,
  ...quoteHandlers,
  ...categoryHandlers,
  ...productHandlers,
  ...photoHandlers,
  ...prescriptionHandlers,
};
