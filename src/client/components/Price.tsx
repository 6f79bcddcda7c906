/** A price: the rupee sign and Indian digit grouping (₹1,23,456). */
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatPrice } from '../../shared/format';
import { sxList } from './sxList';

export type PriceProps = { amount: number } & Omit<TypographyProps, 'children'>;

export default function Price({ amount, sx, ...rest }: PriceProps) {
  return (
    <Typography component="span" {...rest} sx={[{ fontWeight: 700, color: 'primary.dark' }, ...sxList(sx)]}>
      {formatPrice(amount)}
    </Typography>
  );
}
