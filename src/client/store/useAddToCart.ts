/**
 * Adds a product to the cart, or tells the shopper it is already there (and that the cart is
 * where its quantity changes). The cart is read when
 * the button is pressed rather than subscribed to, so adding one product doesn't redraw every
 * card on the page (only the badge and the cart's own readers change). The toast offers the
 * way on: View cart.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../api/endpoints';
import { useNotify } from '../components/useNotify';
import { itemAdded, selectCartItems } from './cartSlice';
import { useAppDispatch, useAppStore } from './hooks';

export function useAddToCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (product: Product) => {
      if (selectCartItems(store.getState()).some((item) => item._id === product._id)) {
        // The SPEC's words, then where the quantity is changed now that the cart has a stepper.
        notify.error('This item is already in your cart! Change its quantity in your cart.');
        return;
      }
      dispatch(itemAdded(product));
      notify.success(`${product.name} added to cart!`, { label: 'View cart', onClick: () => void navigate('/cart') });
    },
    [dispatch, store, notify, navigate],
  );
}
