/** The GST tax invoice of an order, as a PDF to download. */
import { defineHandlers } from '../../contract/operation-types';
import { invoiceFileName } from './invoice-number';
import { renderInvoicePdf } from './invoice-pdf';
import { orderInvoice } from './order-invoice';

export const invoiceHandlers = defineHandlers({
  getOrderInvoice: async (request, reply) => {
    const invoice = await orderInvoice(request.server.db, request.server.config, request.user!, request.params.orderId);
    const pdf = await renderInvoicePdf(invoice);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoiceFileName(invoice.invoiceNo)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  },
});
