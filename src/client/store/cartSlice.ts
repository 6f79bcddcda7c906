/**
 * The cart: each product once, with how many units the shopper wants (`cartQuantity`).
 * Persisted under `cart` as an array of product objects (see cartStorage.ts). The product's
 * own `quantity` is its stock, as the API sends it, so units need a name of their own.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../api/endpoints';

/** Units of one product in one order: the server's bound on a cart entry's quantity. */
export const MAX_UNITS = 100;

export type CartLine = Product & { cartQuantity: number };
export type CartState = { items: CartLine[] };

const initialState: CartState = { items: [] };

const clampUnits = (units: number) => Math.min(MAX_UNITS, Math.max(1, Math.floor(units) || 1));

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Appends one unit of the product unless it is already in the cart (the page tells the shopper). */
    itemAdded: (state, action: PayloadAction<Product>) => {
      if (!state.items.some((item) => item._id === action.payload._id)) state.items.push({ ...action.payload, cartQuantity: 1 });
    },
    itemRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    /** Sets a line's units (the stepper, or "Fix" to what can be ordered). */
    quantityChanged: (state, action: PayloadAction<{ _id: string; quantity: number }>) => {
      const line = state.items.find((item) => item._id === action.payload._id);
      if (line) line.cartQuantity = clampUnits(action.payload.quantity);
    },
    /** Puts products in at the given units (Buy again): a line already there takes the new units. */
    linesPut: (state, action: PayloadAction<{ product: Product; quantity: number }[]>) => {
      for (const { product, quantity } of action.payload) {
        const line = state.items.find((item) => item._id === product._id);
        if (line) line.cartQuantity = clampUnits(quantity);
        else state.items.push({ ...product, cartQuantity: clampUnits(quantity) });
      }
    },
    cartEmptied: () => initialState,
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** Units, not lines: the navbar badge counts what the shopper will receive. */
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.cartQuantity, 0),
  },
});

export const { itemAdded, itemRemoved, quantityChanged, linesPut, cartEmptied } = cartSlice.actions;
export const { selectCartItems, selectCartCount } = cartSlice.selectors;

/**
 * The cart from what localStorage held, without losing anything older builds wrote: entries
 * without `cartQuantity` are one unit each, and the same product listed twice (a build that
 * counted units by repeating the product) becomes one line with the units summed.
 */
export function cartFromStored(stored: unknown[]): CartState {
  const items: CartLine[] = [];
  for (const entry of stored) {
    if (!entry || typeof entry !== 'object' || typeof (entry as { _id?: unknown })._id !== 'string') continue;
    const { cartQuantity, ...product } = entry as Product & { cartQuantity?: unknown };
    const units = typeof cartQuantity === 'number' && cartQuantity >= 1 ? cartQuantity : 1;
    const same = items.find((item) => item._id === product._id);
    if (same) same.cartQuantity = clampUnits(same.cartQuantity + units);
    else items.push({ ...product, cartQuantity: clampUnits(units) });
  }
  return { items };
}
