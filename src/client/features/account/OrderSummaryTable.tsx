/**
 * The SPEC's one-row table of an order: #, Status, Buyer, Date, Payment, Quantity. The # is
 * the order's own number (the short id the pharmacy sees too), so it never changes as more
 * orders come; Quantity counts units.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { Order } from '../../api/endpoints';
import { formatOrderDate } from '../../components/orderDate';
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

export default function OrderSummaryTable({ order }: { order: Order }) {
  const units = order.products.reduce((sum, item) => sum + item.quantity, 0);
  const cells = [
    order.number,
    <OrderStatusBadge key="status" status={order.status} />,
    order.buyer.name,
    formatOrderDate(order.createAt),
    order.payment.success ? 'Paid' : 'Cash on Delivery',
    units,
  ];
  return (
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
            {cells.map((cell, index) => (
              <TableCell key={HEADINGS[index]} data-label={HEADINGS[index]}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
