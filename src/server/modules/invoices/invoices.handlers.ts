/** The GST tax invoice of an order, as a PDF to download. */
import { defineHandlers } from '../../contract/operation-types';
import { invoiceFileName } from './invoice-number';
import { orderInvoice } from './order-invoice';

export const invoiceHandlers = defineHandlers({
  getOrderInvoice: async (request, reply) => {
    const { invoiceNo, pdf } = await orderInvoice(request.server, request.user!, request.params.orderId);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoiceFileName(invoiceNo)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  },
});
