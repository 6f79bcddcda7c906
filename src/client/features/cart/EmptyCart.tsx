/** What the cart and checkout pages show when the cart holds nothing: the SPEC's message and a way back to shopping. */
import Button from '@mui/material/Button';
import EmptyState from '../../components/EmptyState';
import RouterLink from '../../components/RouterLink';

export default function EmptyCart() {
  return (
    <EmptyState
      message="Your cart is empty!"
      action={
        <Button component={RouterLink} to="/" variant="contained">
          Continue Shopping
        </Button>
      }
    />
  );
}
