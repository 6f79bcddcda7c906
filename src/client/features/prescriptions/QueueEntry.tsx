/** An order waiting for the pharmacist: who ordered and when, the lines needing a prescription, the prescriptions, and the decision. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { PrescriptionQueueEntry } from '../../api/endpoints';
import { formatOrderDate, timeSince } from '../../components/orderDate';
import QueuedPrescription from './QueuedPrescription';
import ReviewActions from './ReviewActions';

export type QueueEntryProps = { entry: PrescriptionQueueEntry };

export default function QueueEntry({ entry }: QueueEntryProps) {
  const { order, prescriptions, lines } = entry;
  const name = `Order ${order._id.slice(0, 8)}`;
  return (
    <Paper component="article" aria-label={name} sx={{ display: 'grid', gap: 2, p: { xs: 2, md: 2.5 } }}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {name} · {order.buyer.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Placed <time dateTime={order.createAt}>{formatOrderDate(order.createAt)}</time> ({timeSince(order.createAt)})
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Needs a prescription
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <li key={line.productId}>
              {line.name} (Schedule {line.schedule})
            </li>
          ))}
        </Box>
      </Box>
      {prescriptions.map((prescription) => (
        <Box key={prescription._id} sx={{ display: 'grid', gap: 2 }}>
          <Divider />
          <QueuedPrescription prescription={prescription} />
        </Box>
      ))}
      <Divider />
      <ReviewActions orderId={order._id} />
    </Paper>
  );
}
