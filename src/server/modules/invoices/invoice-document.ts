/**
 * What one tax invoice says, gathered from the order and the shop's configuration: the
 * parties, the lines with their tax, and the totals. The PDF only lays this out.
 */
import type { StoreDetails } from '../../config';
import type { OrderItemRow } from '../../db/database';
import { stateByCode } from '../../../shared/indian-states';
import { gstForHsn, hsnForCategory } from '../products/tax-defaults';
import type { OrderWithBuyer } from '../orders/orders.repository';
import { amountInWords } from './amount-in-words';
import { type InvoiceFigures, invoiceFigures } from './tax-math';

type Party = { name: string; address: string; stateName: string; stateCode: string };

export type InvoiceLine = {
  description: string;
  hsnCode: string;
  quantity: number;
  /** Paise, tax included. */
  unitMrp: number;
  unitPrice: number;
  /**
   * The prescribing doctor and the dispensing pharmacist, printed under a prescription line.
   * Hook for the prescriptions module: null until orders carry their prescriptions.
   */
  prescription: { doctor: string; pharmacist: string } | null;
};

export type InvoiceDocument = {
  seller: Party & { gstin: string; drugLicenceNo: string };
  buyer: Party & { pincode: string | null };
  invoiceNo: string;
  invoiceDate: Date;
  orderNo: string;
  cancelled: boolean;
  /** True when the order names no state and intra-state supply is assumed (see README "Invoices"). */
  stateAssumed: boolean;
  lines: InvoiceLine[];
  figures: InvoiceFigures;
  totalInWords: string;
};

/** The HSN and rate a line had, or for an order older than those facts the product's today, or the defaults. */
export type TaxFacts = Map<string, { hsn_code: string; gst_rate: number }>;

const paise = (rupees: string | number) => Math.round(Number(rupees) * 100);

/** The order's short number: the first 8 characters of its id, as the shop's pages show it. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8);

function lineOf(item: OrderItemRow, facts: TaxFacts): InvoiceLine & { gstRate: number } {
  const product = facts.get(item.product_id);
  const hsnCode = item.hsn_code ?? product?.hsn_code ?? hsnForCategory('');
  const gstRate = item.gst_rate !== null ? Number(item.gst_rate) : (product?.gst_rate ?? gstForHsn(hsnCode));
  return {
    description: item.name,
    hsnCode,
    quantity: item.quantity,
    unitMrp: paise(item.mrp),
    unitPrice: paise(item.price),
    gstRate,
    prescription: null,
  };
}

function stateOf(code: string) {
  return { stateCode: code, stateName: stateByCode(code)?.name ?? code };
}

/** Whether the order's invoice says CANCELLED: what a kept invoice is checked against too (order-invoice.ts). */
export const isCancelled = (order: { status: string }) => order.status === 'Cancel';

export function invoiceDocument(
  store: StoreDetails & { name: string },
  order: OrderWithBuyer & { invoice_no: string; invoice_date: Date },
  items: OrderItemRow[],
  facts: TaxFacts,
): InvoiceDocument {
  const lines = items.map((item) => lineOf(item, facts));
  const buyerState = order.state_code ?? store.stateCode;
  const figures = invoiceFigures(lines, paise(order.delivery_fee), buyerState === store.stateCode);
  return {
    seller: {
      name: store.name,
      address: store.address,
      gstin: store.gstin,
      drugLicenceNo: store.drugLicenceNo,
      ...stateOf(store.stateCode),
    },
    buyer: { name: order.buyer_name, address: order.address, pincode: order.pincode, ...stateOf(buyerState) },
    invoiceNo: order.invoice_no,
    invoiceDate: new Date(order.invoice_date),
    orderNo: orderNumber(order.id),
    cancelled: isCancelled(order),
    stateAssumed: order.state_code === null,
    lines,
    figures,
    totalInWords: amountInWords(figures.totals.total),
  };
}
