/**
 * One page of every order together with the total, which the server sends in the
 * X-Total-Count header (the body is a bare array), so the list can show real page numbers.
 * Same path and 'Order' tag as the generated getAllOrders.
 */
import { api, type Order } from '../../../api/endpoints';

export type OrdersPage = { orders: Order[]; total: number };
export type OrdersPageArg = { page: number; perPage: number };

const ordersPages = api.injectEndpoints({
  endpoints: (build) => ({
    getAllOrdersPage: build.query<OrdersPage, OrdersPageArg>({
      query: ({ page, perPage }) => ({ url: '/api/v1/auth/all-orders', params: { page, perPage } }),
      transformResponse: (orders: Order[], meta, { page, perPage }) => {
        const header = meta?.response?.headers.get('X-Total-Count');
        return { orders, total: header ? Number(header) : (page - 1) * perPage + orders.length };
      },
      providesTags: ['Order'],
    }),
  }),
  overrideExisting: false,
});

export const { useGetAllOrdersPageQuery } = ordersPages;
