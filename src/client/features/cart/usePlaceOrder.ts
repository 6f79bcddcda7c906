/**
 * Places a cash-on-delivery order of the cart. Success empties the cart (and its stored copy)
 * and opens Your Orders; a refusal (out of stock, product gone) keeps the cart and shows why.
 * Each checkout carries an Idempotency-Key, so retrying after a lost answer orders only once.
 */
import { useNavigate } from 'react-router-dom';
import { type OrderRequest, useCreateOrderMutation } from '../../api/endpoints';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { PAYMENT_METHOD_COD } from '../../../shared/catalogue';
import { cartEmptied, selectCartItems } from '../../store/cartSlice';
import { useCheckoutKey } from './useCheckoutKey';

export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const items = useAppSelector(selectCartItems);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const checkoutKey = useCheckoutKey();

  const placeOrder = async (address: string) => {
    const orderRequest: OrderRequest = { cart: items.map(({ _id }) => ({ _id })), address, paymentMethod: PAYMENT_METHOD_COD };
    try {
      await createOrder({ 'Idempotency-Key': checkoutKey.keyFor(orderRequest), orderRequest }).unwrap();
      checkoutKey.placed();
      dispatch(cartEmptied());
      notify.success('Order placed successfully! (Cash on Delivery)');
      void navigate('/dashboard/user/orders');
    } catch (error) {
      notify.error(
        failureMessage(error, 'Order failed. Please try again.', 'An error occurred while placing your order. Please try again later.'),
      );
    }
  };
  return { placeOrder, processing: isLoading };
}
