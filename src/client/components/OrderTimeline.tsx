/**
 * An order's history, oldest first: each status change (from → to), when, who made it and
 * their note. Both the shopper's orders and the admin's All Orders show it; `audience` words
 * "who" for the reader ("you" for the shopper's own changes).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '../api/endpoints';
import { formatOrderDate } from './orderDate';

export type OrderTimelineProps = { timeline: Order['timeline']; audience: 'shopper' | 'admin' };

const WHO = {
  shopper: { shopper: 'you', admin: 'the pharmacy', system: 'the system' },
  admin: { shopper: 'the shopper', admin: 'an administrator', system: 'the system' },
} as const;

export default function OrderTimeline({ timeline, audience }: OrderTimelineProps) {
  return (
    <Box component="ol" aria-label="Order timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {timeline.map((event, index) => (
        <Box
          component="li"
          key={`${event.at}-${index}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === timeline.length - 1 ? 0 : 1.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
            '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 8, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {event.from ? `${event.from} → ${event.to}` : `Placed: ${event.to}`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={event.at}>{formatOrderDate(event.at)}</time>, by {WHO[audience][event.by]}
          </Typography>
          {event.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              “{event.note}”
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
