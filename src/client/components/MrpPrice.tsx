/**
 * A price beside its MRP: when the shop sells below MRP, "MRP ₹X" struck through and "N% off"
 * follow the price. The MRP keeps its word so a screen reader, which skips the strike, still
 * says which number is which.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Product } from '../api/endpoints';
import { formatPrice } from '../../shared/format';
import Price from './Price';

export type MrpPriceProps = {
  product: Pick<Product, 'price' | 'mrp' | 'discountPercent'>;
  /** The price's font size; the MRP and discount are drawn smaller. */
  fontSize: string;
  /** Shown at the end of the line, e.g. the Rx badge. */
  children?: ReactNode;
};

export default function MrpPrice({ product, fontSize, children }: MrpPriceProps) {
  const discounted = product.discountPercent > 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mt: 1 }}>
      <Price amount={product.price} sx={{ fontSize }} />
      {discounted && (
        <>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
            MRP <del>{formatPrice(product.mrp)}</del>
          </Box>
          <Box component="span" sx={{ color: 'success.dark', fontWeight: 700, fontSize: '0.85rem' }}>
            {product.discountPercent}% off
          </Box>
        </>
      )}
      {children}
    </Box>
  );
}
