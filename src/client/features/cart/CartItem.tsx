/**
 * One product in the cart: thumbnail, name, description cut at 100, today's price with the
 * MRP struck through, price × quantity, the quantity stepper and Remove. When the quote says
 * the line cannot be ordered as it is, it says why and offers the fix.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';
import type { QuoteLine } from '../../api/endpoints';
import { useAppDispatch } from '../../store/hooks';
import ProductPhoto from '../../components/ProductPhoto';
import { useNotify } from '../../components/useNotify';
import { cutText, DESCRIPTION_CUT } from '../../../shared/format';
import { type CartLine, itemRemoved, MAX_UNITS, quantityChanged } from '../../store/cartSlice';
import LinePrice from './LinePrice';
import QuantityStepper from './QuantityStepper';
import RxLineNote from '../../components/prescriptions/RxLineNote';

export type CartItemProps = { product: CartLine; quote?: QuoteLine };

/** The most units of the line that may be ordered: the stock and the product's own limit. */
const maxUnits = (product: CartLine, quote?: QuoteLine) =>
  Math.min(MAX_UNITS, quote ? Math.min(quote.available, quote.maxPerOrder) : Math.min(product.quantity, product.maxPerOrder));

export default function CartItem({ product, quote }: CartItemProps) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const remove = () => {
    dispatch(itemRemoved(product._id));
    notify.success('Item removed from cart!');
  };
  const setQuantity = (quantity: number) => dispatch(quantityChanged({ _id: product._id, quantity }));
  return (
    <Box
      component="li"
      aria-label={product.name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '110px 1fr auto' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: quote?.problem ? 'warning.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        alignItems: 'center',
      }}
    >
      <ProductPhoto product={product} size="thumb" aspectRatio="1 / 1" sx={{ borderRadius: 1.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/products/${product.slug}`}
          variant="subtitle1"
          sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {product.name}
        </Typography>
        {product.rxRequired && <RxLineNote />}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
          {cutText(product.description, DESCRIPTION_CUT.cart)}
        </Typography>
        <LinePrice product={product} quote={quote} />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          gap: 1.5,
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
        }}
      >
        <QuantityStepper name={product.name} quantity={product.cartQuantity} max={maxUnits(product, quote)} onChange={setQuantity} />
        <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={remove} aria-label={`Remove ${product.name}`}>
          Remove
        </Button>
      </Box>
      {quote?.problem && (
        <Alert
          severity="warning"
          sx={{ gridColumn: '1 / -1' }}
          action={
            quote.problem === 'limited' && quote.quantity > 0 ? (
              <Button color="inherit" size="small" onClick={() => setQuantity(quote.quantity)}>
                Change to {quote.quantity}
              </Button>
            ) : undefined
          }
        >
          {quote.message}
        </Alert>
      )}
    </Box>
  );
}
