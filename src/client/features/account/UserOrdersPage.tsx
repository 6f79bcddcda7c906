/** /dashboard/user/orders: the user's orders, newest first. */
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useGetOrdersQuery } from '../../api/endpoints';
import EmptyState from '../../components/EmptyState';
import { RowsSkeleton } from '../../components/Skeletons';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import AccountShell from './AccountShell';
import OrderCard from './OrderCard';

/** The most a page of orders may hold (the server's limit); a shopper rarely has more. */
const ORDERS_SHOWN = 100;

export default function UserOrdersPage() {
  const notify = useNotify();
  const { data: orders = [], isLoading, error } = useGetOrdersQuery({ page: 1, perPage: ORDERS_SHOWN });
  useEffect(() => {
    if (error) notify.error(failureMessage(error, 'Failed to fetch orders.'));
  }, [error, notify]);
  return (
    <AccountShell title="Your Orders">
      {isLoading ? (
        <RowsSkeleton label="Loading orders" />
      ) : orders.length === 0 ? (
        <EmptyState message="You haven't placed any orders yet." />
      ) : (
        <Stack spacing={3}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </Stack>
      )}
    </AccountShell>
  );
}
