/**
 * Signs out: forgets the user and token (the stored auth entry goes with them) and empties the
 * cart (a shared computer must not hand the next person this shopper's cart), tells the
 * shopper, opens /login.
 */
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { useNotify } from '../../components/useNotify';
import { signedOut } from '../../session/authSlice';
import { cartEmptied } from '../../store/cartSlice';
import { useAppDispatch } from '../../store/hooks';

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  return () => {
    dispatch(signedOut());
    dispatch(cartEmptied());
    // The previous user's orders and access checks must not show for whoever signs in next.
    dispatch(api.util.resetApiState());
    notify.success('Logged out successfully');
    void navigate('/login');
  };
}
