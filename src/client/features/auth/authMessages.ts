/** The message the account forms show when a call fails without a server message. */
import { messageOf } from '../../components/useNotify';

export const SOMETHING_WENT_WRONG = 'Something went wrong!';

export const authErrorMessage = (error: unknown) => messageOf(error, SOMETHING_WENT_WRONG);
