/** The message the account forms show when a call fails without a server message. */
import { failureMessage } from '../../components/failureMessage';

const SOMETHING_WENT_WRONG = 'Something went wrong!';

export const authErrorMessage = (error: unknown) => failureMessage(error, SOMETHING_WENT_WRONG);
