/**
 * A product's photo, name, category, price (with MRP, discount and price per unit), the
 * prescription notice of an Rx medicine, description, stock, expiry, Add to Cart and the
 * pack's facts.
 */
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';
import type { Product } from '../../api/endpoints';
import { useAddToCart } from '../../store/useAddToCart';
import ProductPhoto from '../../components/ProductPhoto';
import RxBadge from '../../components/RxBadge';
import MedicineFacts from './MedicineFacts';
import { expiryText } from './medicineText';
import PagePrice from './PagePrice';
import RxNotice from './RxNotice';

export type ProductDetailsProps = { product: Product };

export default function ProductDetails({ product }: ProductDetailsProps) {
  const addToCart = useAddToCart();
  const inStock = product.quantity > 0;
  const expiry = product.expiresOn && expiryText(product.expiresOn);
  return (
    <Box
      component="section"
      aria-labelledby="product-name"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        // minmax(0, …): a long unbroken category name shortens its chip instead of widening the page.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <ProductPhoto product={product} size="detail" eager aspectRatio="1 / 1" />
      </Box>
      <Box>
        <Typography id="product-name" variant="h4" component="h1">
          {product.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center' }}>
          <Chip
            component={RouterLink}
            to={`/category/${product.category.slug}`}
            clickable
            label={product.category.name}
            color="primary"
            variant="outlined"
            size="small"
          />
          {product.rxRequired && <RxBadge />}
        </Stack>
        <PagePrice product={product} />
        {product.rxRequired && <RxNotice product={product} />}
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{product.description}</Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Chip label={inStock ? 'In stock' : 'Out of stock'} color={inStock ? 'success' : 'default'} size="small" />
          {product.shipping && <Chip label="Home delivery" size="small" />}
          {expiry && <Chip label={expiry} size="small" variant="outlined" />}
        </Stack>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCart />}
          onClick={() => addToCart(product)}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
        >
          Add to Cart
        </Button>
        <MedicineFacts product={product} />
      </Box>
    </Box>
  );
}
