/**
 * The figures of an order, used by both quoteOrder and createOrder so the total a shopper is
 * shown is the total the order gets, to the paisa. Everything is summed in integer paise; rupee
 * amounts come out as numbers with at most two decimals.
 */
import type { Delivery } from '../../config';

/** One line as priced: the catalogue's price and MRP (rupees, as stored) and the units ordered. */
export type PricedLine = { price: string | number; mrp: string | number; units: number };

export type Figures = {
  itemsTotal: number;
  mrpTotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
};

export const toPaise = (rupees: string | number) => Math.round(Number(rupees) * 100);
export const toRupees = (paise: number) => paise / 100;

export function priceLines(lines: PricedLine[], delivery: Delivery): Figures {
  const items = lines.reduce((sum, line) => sum + toPaise(line.price) * line.units, 0);
  const mrp = lines.reduce((sum, line) => sum + Math.max(toPaise(line.mrp), toPaise(line.price)) * line.units, 0);
  // Nothing to deliver costs nothing; from the threshold on, delivery is free.
  const fee = items === 0 || items >= toPaise(delivery.freeAbove) ? 0 : toPaise(delivery.fee);
  return {
    itemsTotal: toRupees(items),
    mrpTotal: toRupees(mrp),
    discount: toRupees(mrp - items),
    deliveryFee: toRupees(fee),
    total: toRupees(items + fee),
  };
}
