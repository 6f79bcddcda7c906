/**
 * The submit of a form that ends at the login page (register, reset password): the server's
 * message as a toast, then /login on success; a refusal or a failed call shows its message,
 * unless `showRefusal` shows it elsewhere (beside the field it is about) and says so.
 */
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/useNotify';
import { authErrorMessage } from './authMessages';

type Answer = { success: boolean; message: string };

export function useSubmitThenLogin(
  send: (fields: Record<string, string>) => Promise<Answer>,
  showRefusal: (message: string) => boolean = () => false,
) {
  const navigate = useNavigate();
  const notify = useNotify();
  return async (fields: Record<string, string>) => {
    try {
      const result = await send(fields);
      if (!result.success) return showRefusal(result.message) || notify.error(result.message);
      notify.success(result.message);
      void navigate('/login');
    } catch (error) {
      const message = authErrorMessage(error);
      if (!showRefusal(message)) notify.error(message);
    }
  };
}
