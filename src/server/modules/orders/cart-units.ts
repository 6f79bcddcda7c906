/** How many units of each product a cart asks for. */
import { badRequest } from '../../http-error';

/** The most units of one product a cart entry may ask for; each product's maxPerOrder is at most this too. */
export const MAX_UNITS_PER_ENTRY = 100;

type CartEntry = { _id: string; quantity?: number };

/**
 * Units per product id, in the order each id first appears; a repeated id adds up. An entry
 * carrying `slug` is a whole product object, as a SPEC client's cart holds: there `quantity`
 * is the product's stock, so the entry is one unit, as the SPEC has it.
 */
export function cartUnits(cart: CartEntry[]): Map<string, number> {
  const units = new Map<string, number>();
  cart.forEach((entry, index) => {
    const isProductObject = 'slug' in entry;
    const count = isProductObject ? 1 : (entry.quantity ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > MAX_UNITS_PER_ENTRY) {
      throw badRequest(`'cart[${index}].quantity' must be from 1 to ${MAX_UNITS_PER_ENTRY}`);
    }
    units.set(entry._id, (units.get(entry._id) ?? 0) + count);
  });
  return units;
}
