/** One of the user's orders: a summary table and the products in it. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { Order } from '../../api/endpoints';
import { formatOrderDate } from '../../components/orderDate';
import Price from '../../components/Price';
import ProductPhoto from '../../components/ProductPhoto';
import { cutText, DESCRIPTION_CUT } from '../../../shared/format';
import OrderStatusBadge from './OrderStatusBadge';

const HEADINGS = ['#', 'Status', 'Buyer', 'Date', 'Payment', 'Quantity'];

/** Below 600 px the one-row table stacks into label / value lines instead of scrolling sideways. */
const stackOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody, & tr': { display: 'block' },
    '& td': { display: 'flex', justifyContent: 'space-between', gap: 2, textAlign: 'right' },
    '& td::before': { content: 'attr(data-label)', fontWeight: 700, textAlign: 'left' },
  },
});

export type OrderCardProps = { order: Order; number: number };

export default function OrderCard({ order, number }: OrderCardProps) {
  return (
    <Paper component="article" aria-label={`Order ${number}`} sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" sx={stackOnPhones}>
          <TableHead>
            <TableRow>
              {HEADINGS.map((heading) => (
                <TableCell key={heading} sx={{ fontWeight: 700 }}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell data-label={HEADINGS[0]}>{number}</TableCell>
              <TableCell data-label={HEADINGS[1]}>
                <OrderStatusBadge status={order.status} />
              </TableCell>
              <TableCell data-label={HEADINGS[2]}>{order.buyer.name}</TableCell>
              <TableCell data-label={HEADINGS[3]}>{formatOrderDate(order.createAt)}</TableCell>
              <TableCell data-label={HEADINGS[4]}>{order.payment.success ? 'Paid' : 'Cash on Delivery'}</TableCell>
              <TableCell data-label={HEADINGS[5]}>{order.products.length}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1.5 }}>
        {order.products.map((product) => (
          <Box component="li" key={product._id} sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 2, alignItems: 'center' }}>
            <ProductPhoto product={product} size="thumb" aspectRatio="1 / 1" sx={{ borderRadius: 1 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {cutText(product.description, DESCRIPTION_CUT.userOrders)}
              </Typography>
              <Price amount={product.price} variant="body2" />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
