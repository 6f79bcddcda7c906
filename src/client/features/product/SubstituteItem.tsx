/** One cheaper brand of the same composition: its name (to its page), maker, price, price per unit, saving and Add to Cart. */
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';
import type { Product, Substitute } from '../../api/endpoints';
import Price from '../../components/Price';
import RxBadge from '../../components/RxBadge';
import { formatPrice } from '../../../shared/format';
import { unitName } from './medicineText';

export type SubstituteItemProps = { substitute: Substitute; onAddToCart: (product: Product) => void };

export default function SubstituteItem({ substitute, onAddToCart }: SubstituteItemProps) {
  const { savingPercent, ...product } = substitute;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Link component={RouterLink} to={`/products/${product.slug}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {product.name}
        </Link>
        {product.rxRequired && <RxBadge sx={{ ml: 1 }} />}
        {product.manufacturer && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {product.manufacturer}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: '0 1 auto' }}>
        <Price amount={product.price} />
        <Typography variant="body2">
          {formatPrice(product.pricePerUnit)} per {unitName(product.dosageForm)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700 }}>
          Save {savingPercent}% per unit
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddShoppingCart />}
        onClick={() => onAddToCart(product)}
        aria-label={`Add to Cart: ${product.name}`}
      >
        Add to Cart
      </Button>
    </Box>
  );
}
