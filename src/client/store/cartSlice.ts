/** The cart: products kept in the browser, no duplicates by _id. Persisted under `cart`. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../api/endpoints';

export type CartState = { items: Product[] };

const initialState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Appends the product unless it is already in the cart (the page tells the shopper). */
    itemAdded: (state, action: PayloadAction<Product>) => {
      if (!state.items.some((item) => item._id === action.payload._id)) state.items.push(action.payload);
    },
    itemRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    cartEmptied: () => initialState,
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => state.items.length,
    selectCartTotal: (state) => state.items.reduce((sum, item) => sum + item.price, 0),
  },
});

export const { itemAdded, itemRemoved, cartEmptied } = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartTotal } = cartSlice.selectors;
