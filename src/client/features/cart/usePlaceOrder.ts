/**
 * Places a cash-on-delivery order of the cart. Success empties the cart (and its stored copy)
 * and opens Your Orders; a refusal (out of stock, product gone) keeps the cart and shows why.
 */
import { useNavigate } from 'react-router-dom';
import { useCreateOrderMutation } from '../../api/endpoints';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { PAYMENT_METHOD_COD } from '../../../shared/catalogue';
import { cartEmptied, selectCartItems } from '../../store/cartSlice';

export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const items = useAppSelector(selectCartItems);
  const [createOrder, { isLoading }] = useCreateOrderMutation();

  const placeOrder = async (address: string) => {
    try {
      const cart = items.map(({ _id }) => ({ _id }));
      await createOrder({ orderRequest: { cart, address, paymentMethod: PAYMENT_METHOD_COD } }).unwrap();
      dispatch(cartEmptied());
      notify.success('Order placed successfully! (Cash on Delivery)');
      navigate('/dashboard/user/orders');
    } catch (error) {
      notify.error(failureMessage(error, 'Order failed. Please try again.', 'An error occurred while placing your order. Please try again later.'));
    }
  };
  return { placeOrder, processing: isLoading };
}
