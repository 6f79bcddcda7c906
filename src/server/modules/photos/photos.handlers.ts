import type { Handlers } from '../../plugins/contract';
import { HttpError } from '../../http-error';

export const photoHandlers = {
  getProductPhoto: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
} satisfies Handlers;
