/**
 * Adds a product to the cart, or tells the shopper it is already there. The cart is read when
 * the button is pressed rather than subscribed to, so adding one product doesn't redraw every
 * card on the page (only the badge and the cart's own readers change).
 */
import { useCallback } from 'react';
import type { Product } from '../api/endpoints';
import { useNotify } from '../components/useNotify';
import { itemAdded, selectCartItems } from './cartSlice';
import { useAppDispatch, useAppStore } from './hooks';

export function useAddToCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const notify = useNotify();
  return useCallback(
    (product: Product) => {
      if (selectCartItems(store.getState()).some((item) => item._id === product._id)) {
        notify.error('This item is already in your cart!');
        return;
      }
      dispatch(itemAdded(product));
      notify.success(`${product.name} added to cart!`);
    },
    [dispatch, store, notify],
  );
}
