/** The steps after placing an order, so the shopper knows what to expect and what they can still do. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const STEPS = [
  'The pharmacy checks your order and packs it (Processing).',
  'It is handed to the courier (Shipped); you can follow every step in My Orders.',
  'Pay in cash when it reaches you (Delivered).',
  'Changed your mind? Cancel from My Orders at no charge until it ships.',
];

export default function WhatHappensNext() {
  return (
    <Paper component="section" aria-labelledby="next-title" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Typography id="next-title" variant="h6" component="h2">
        What happens next
      </Typography>
      <Typography component="ol" sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 0.5 }}>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Typography>
    </Paper>
  );
}
