/**
 * The signed-in session as features and shared components read it. It lives outside every
 * feature because the cart, the account and admin pages, the guard and the navigation bar all
 * read it, and features never import each other.
 */
import { useAppSelector } from '../store/hooks';
import { selectIsAdmin, selectToken, selectUser } from './authSlice';

export function useSession() {
  return {
    user: useAppSelector(selectUser),
    token: useAppSelector(selectToken),
    isAdmin: useAppSelector(selectIsAdmin),
  };
}
