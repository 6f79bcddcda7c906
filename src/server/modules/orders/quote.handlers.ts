/** The quote of a cart before placing it: what createOrder would charge for it now. */
import { DEFAULT_DELIVERY } from '../../config';
import { defineHandlers } from '../../contract/operation-types';
import { badRequest } from '../../http-error';
import { stateByCode } from '../../../shared/indian-states';
import { cartUnits } from './cart-units';
import { quoteCart } from './quote';

export const quoteHandlers = defineHandlers({
  quoteOrder: async (request) => {
    const { cart, state } = request.body;
    if (state !== undefined && !stateByCode(state)) throw badRequest("'state' must be the GST code of an Indian state");
    return quoteCart(request.server.db, cartUnits(cart), request.server.config.delivery ?? DEFAULT_DELIVERY);
  },
});
