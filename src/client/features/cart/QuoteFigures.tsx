/**
 * The quote's figures as the order will have them: MRP total, discount, items, the delivery
 * fee (or free, and how much more makes it free) and the total, to the paisa.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteResponse } from '../../api/endpoints';
import { formatCurrency, formatPrice } from '../../../shared/format';

export type QuoteFiguresProps = { quote: QuoteResponse; units: number };

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const sx = strong ? { fontWeight: 700, fontSize: '1.25rem' } : undefined;
  return (
    <>
      <Typography component="dt" sx={sx}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', ...sx }}>
        {value}
      </Typography>
    </>
  );
}

export default function QuoteFigures({ quote, units }: QuoteFiguresProps) {
  const short = Math.round((quote.freeDeliveryAbove - quote.itemsTotal) * 100) / 100;
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2, m: 0 }}>
        <Row label={`MRP total (${units} ${units === 1 ? 'item' : 'items'})`} value={formatCurrency(quote.mrpTotal)} />
        {quote.discount > 0 && <Row label="Discount" value={`−${formatCurrency(quote.discount)}`} />}
        <Row label="Items total" value={formatCurrency(quote.itemsTotal)} />
        <Row label="Delivery fee" value={quote.deliveryFee > 0 ? formatCurrency(quote.deliveryFee) : 'Free'} />
        <Row label="Total" value={formatCurrency(quote.total)} strong />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {quote.deliveryFee > 0 && short > 0
          ? `Free delivery from ${formatPrice(quote.freeDeliveryAbove)}: add ${formatPrice(short)} more.`
          : `Free delivery on orders from ${formatPrice(quote.freeDeliveryAbove)}.`}
      </Typography>
    </Box>
  );
}
