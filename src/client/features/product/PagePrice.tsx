/**
 * The price block of a product page: the price, "MRP ₹X (inclusive of all taxes)" (struck
 * through with "N% off" when sold below MRP; the Legal Metrology rules ask for the MRP on the
 * page either way) and, for packs of several units, the price per unit.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '../../api/endpoints';
import Price from '../../components/Price';
import { formatPrice } from '../../../shared/format';
import { unitName } from './medicineText';

export type PagePriceProps = { product: Product };

export default function PagePrice({ product }: PagePriceProps) {
  const discounted = product.discountPercent > 0;
  const mrp = formatPrice(product.mrp);
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Price amount={product.price} sx={{ fontSize: '1.8rem' }} />
        {discounted && (
          <Typography component="span" sx={{ color: 'success.dark', fontWeight: 700 }}>
            {product.discountPercent}% off
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        MRP {discounted ? <del>{mrp}</del> : mrp} (inclusive of all taxes)
      </Typography>
      {product.unitsPerPack > 1 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatPrice(product.pricePerUnit)} per {unitName(product.dosageForm)}
        </Typography>
      )}
    </Box>
  );
}
