/**
 * The signed-in session as other features and shared components see it. Features never
 * import each other, so the auth feature's state reaches the cart, the account pages and the
 * guard through here.
 */
import { selectIsAdmin, selectToken, selectUser, signedIn, userUpdated } from '../features/auth/authSlice';
import { useAppSelector } from './hooks';

export function useSession() {
  return {
    user: useAppSelector(selectUser),
    token: useAppSelector(selectToken),
    isAdmin: useAppSelector(selectIsAdmin),
  };
}

export { signedIn, userUpdated };
