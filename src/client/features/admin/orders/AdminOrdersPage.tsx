/** All Orders: every order, newest first, a page at a time, each with its status select. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import AdminShell from '../AdminShell';
import { failureMessage } from '../../../components/failureMessage';
import OrderCard from './OrderCard';
import { useGetAllOrdersPageQuery } from './ordersEndpoints';

export const ORDERS_PER_PAGE = 10;

export default function AdminOrdersPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, error } = useGetAllOrdersPageQuery({ page, perPage: ORDERS_PER_PAGE });
  const pageCount = data ? Math.ceil(data.total / ORDERS_PER_PAGE) : 0;

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminShell title="Admin - All Orders" heading="All Orders">
      <Box sx={{ height: 4, mb: 2 }}>{isFetching && <LinearProgress aria-label="Loading orders" />}</Box>
      {isError && <Alert severity="error">{failureMessage(error, 'Failed to fetch orders.')}</Alert>}
      {data && data.orders.length === 0 && <Typography sx={{ py: 4, textAlign: 'center' }}>No orders found.</Typography>}
      <Stack spacing={2}>
        {data?.orders.map((order) => (
          <OrderCard key={order._id} order={order} />
        ))}
      </Stack>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_event, next) => changePage(next)}
          color="primary"
          siblingCount={0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </AdminShell>
  );
}
