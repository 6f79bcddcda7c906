/** The quote's figures, a placeholder of the same height while they come, or why they did not. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { useCartQuote } from './useCartQuote';
import QuoteFigures from './QuoteFigures';

export type QuoteBlockProps = { quoted: ReturnType<typeof useCartQuote>; units: number };

export default function QuoteBlock({ quoted, units }: QuoteBlockProps) {
  if (quoted.quote) return <QuoteFigures quote={quoted.quote} units={units} />;
  if (quoted.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void quoted.refetch()}>
            Try again
          </Button>
        }
      >
        We could not work out the total just now.
      </Alert>
    );
  return <Skeleton variant="rounded" height={150} aria-label="Working out the total" />;
}
