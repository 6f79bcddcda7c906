/**
 * Places a cash-on-delivery order of the cart, with each line's quantity and the profile's
 * pincode and state. Success empties the cart (and its stored copy) and opens the order's
 * confirmation page; a refusal (out of stock, over the limit, product gone) keeps the cart
 * and shows why. Each checkout carries an Idempotency-Key, so retrying after a lost answer
 * orders only once.
 */
import { useNavigate } from 'react-router-dom';
import { type OrderRequest, useCreateOrderMutation } from '../../api/endpoints';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { useSession } from '../../session/useSession';
import { PAYMENT_METHOD_COD } from '../../../shared/catalogue';
import { cartEmptied, selectCartItems } from '../../store/cartSlice';
import { useCheckoutKey } from './useCheckoutKey';

export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useSession();
  const items = useAppSelector(selectCartItems);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const checkoutKey = useCheckoutKey();

  /** `prescriptionIds` only when the cart holds a prescription medicine: other orders stay as SPEC sends them. */
  const placeOrder = async (address: string, prescriptionIds: string[] = []) => {
    const orderRequest: OrderRequest = {
      cart: items.map(({ _id, cartQuantity }) => ({ _id, quantity: cartQuantity })),
      address,
      paymentMethod: PAYMENT_METHOD_COD,
      ...(user?.pincode && { pincode: user.pincode }),
      ...(user?.state && { state: user.state }),
      ...(prescriptionIds.length > 0 ? { prescriptionIds } : {}),
    };
    try {
      const { order } = await createOrder({ 'Idempotency-Key': checkoutKey.keyFor(orderRequest), orderRequest }).unwrap();
      checkoutKey.placed();
      dispatch(cartEmptied());
      // The confirmation page says it was placed: no toast on top of it.
      void navigate(`/dashboard/user/orders/${order._id}`, { replace: true, state: { placed: order } });
    } catch (error) {
      notify.error(
        failureMessage(error, 'Order failed. Please try again.', 'An error occurred while placing your order. Please try again later.'),
      );
    }
  };
  return { placeOrder, processing: isLoading };
}
