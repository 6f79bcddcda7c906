/**
 * A product in a grid: photo, name, description cut to `cut` characters, price (with the MRP
 * and discount when it is sold below MRP, and the Rx mark of a prescription medicine), Details
 * and Add to Cart. The page that shows it says what adding does, so the card needs no store.
 *
 * Drawn as an outlined card with Box rather than MUI's Card, CardContent and CardActions: the
 * same look, without Paper's elevation machinery in the download of every page with a grid.
 */
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import RouterLink from './RouterLink';
import { cutText } from '../../shared/format';
import type { Product } from '../api/endpoints';
import MrpPrice from './MrpPrice';
import ProductPhoto from './ProductPhoto';
import RxBadge from './RxBadge';

export type ProductCardProps = { product: Product; cut: number; eager?: boolean; onAddToCart: (product: Product) => void };

function ProductCard({ product, cut, eager, onAddToCart }: ProductCardProps) {
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: 3 },
      }}
    >
      <ProductPhoto product={product} size="card" eager={eager} />
      <Box sx={{ flex: 1, pt: 2, pb: 1, px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '0.95rem', sm: '1rem' } }}>
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
          {cutText(product.description, cut)}
        </Typography>
        <MrpPrice product={product} fontSize="1.1rem">
          {product.rxRequired && <RxBadge sx={{ ml: 'auto' }} />}
        </MrpPrice>
      </Box>
      {/* On a phone's half-width card the buttons stack, each full width and 44 px tall to tap. */}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 } }}>
        <Button
          component={RouterLink}
          to={`/products/${product.slug}`}
          variant="outlined"
          size="small"
          aria-label={`Details: ${product.name}`}
          sx={{ flex: { xs: '1 1 100%', sm: 1 }, minHeight: 44 }}
        >
          Details
        </Button>
        <Button
          onClick={() => onAddToCart(product)}
          variant="contained"
          size="small"
          startIcon={<AddShoppingCart />}
          aria-label={`Add to Cart: ${product.name}`}
          sx={{ flex: { xs: '1 1 100%', sm: 1 }, minHeight: 44, whiteSpace: 'nowrap' }}
        >
          Add to Cart
        </Button>
      </Box>
    </Box>
  );
}

/** Memoised: a grid re-rendering with the same product objects (and a stable onAddToCart) leaves its cards alone. */
export default memo(ProductCard);
