/** A price: the rupee sign and Indian digit grouping (₹1,23,456). */
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatPrice } from '../../shared/format';

export type PriceProps = { amount: number } & Omit<TypographyProps, 'children'>;

export default function Price({ amount, sx, ...rest }: PriceProps) {
  return (
    <Typography component="span" {...rest} sx={[{ fontWeight: 700, color: 'primary.dark' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {formatPrice(amount)}
    </Typography>
  );
}
