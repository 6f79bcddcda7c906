/**
 * "Buy again" and what came of it: which products went back in the cart, which only in part,
 * and which could not (no longer sold, out of stock, expired), with a way to the cart.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import RouterLink from '../../components/RouterLink';
import type { Order } from '../../api/endpoints';
import { failureMessage } from '../../components/failureMessage';
import { type BuyAgainResult, useBuyAgain } from './useBuyAgain';

const list = (names: string[]) => names.join(', ');

function resultText({ added, limited, left }: BuyAgainResult): string {
  const parts = [];
  if (added.length) parts.push(`Added to your cart: ${list(added)}.`);
  if (limited.length) parts.push(`Added in part: ${list(limited)}.`);
  if (left.length) parts.push(`Could not be added: ${list(left)}.`);
  return parts.join(' ');
}

export default function BuyAgain({ order }: { order: Order }) {
  const { buyAgain, busy } = useBuyAgain();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'warning' | 'error'; text: string; any: boolean } | null>(null);

  const run = async () => {
    try {
      const result = await buyAgain(order);
      const complete = result.limited.length === 0 && result.left.length === 0;
      setOutcome({
        severity: complete ? 'success' : 'warning',
        text: resultText(result),
        any: result.added.length + result.limited.length > 0,
      });
    } catch (error) {
      setOutcome({
        severity: 'error',
        text: failureMessage(error, 'Could not add the products again.', 'Could not reach the shop. Please try again.'),
        any: false,
      });
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" disabled={busy} onClick={() => void run()}>
        Buy again
      </Button>
      {outcome && (
        <Alert
          severity={outcome.severity}
          role="status"
          sx={{ width: '100%' }}
          action={
            outcome.any ? (
              <Button component={RouterLink} to="/cart" color="inherit" size="small">
                View cart
              </Button>
            ) : undefined
          }
        >
          {outcome.text}
        </Alert>
      )}
    </>
  );
}
