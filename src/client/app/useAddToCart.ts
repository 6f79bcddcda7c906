/** Adds a product to the cart, or tells the shopper it is already there. */
import type { Product } from '../api/endpoints';
import { useNotify } from '../components/useNotify';
import { itemAdded, selectCartItems } from '../features/cart/cartSlice';
import { useAppDispatch, useAppSelector } from './hooks';

export function useAddToCart() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const notify = useNotify();
  return (product: Product) => {
    if (items.some((item) => item._id === product._id)) {
      notify.error('This item is already in your cart!');
      return;
    }
    dispatch(itemAdded(product));
    notify.success(`${product.name} added to cart!`);
  };
}
