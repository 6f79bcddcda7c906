/**
 * Grey cards laid out as ProductGrid lays out the real ones, shown while a grid's first page
 * loads, so a slow phone sees the page's shape at once and nothing jumps when the data lands.
 * Each card is one box painted with gradients (photo, name, text, price, button) rather than a
 * tree of MUI Skeletons: the home page's first download stays within its budget. Announced
 * once as loading (role="status" with a label); the cards are hidden from screen readers.
 */
import Box from '@mui/material/Box';

const GREY = 'linear-gradient(#0000000d 0 0)';
/** Photo (4:3 of the card's width), then bars for the name, two lines, the price and a button. */
const CARD_PAINT = [
  `${GREY} 0 0 / 100% 42% no-repeat`,
  `${GREY} 8% 50% / 80% 5% no-repeat`,
  `${GREY} 8% 58% / 84% 3% no-repeat`,
  `${GREY} 8% 64% / 60% 3% no-repeat`,
  `${GREY} 8% 73% / 40% 5% no-repeat`,
  `${GREY} 50% 92% / 84% 10% no-repeat`,
].join(',');

export type ProductGridSkeletonProps = { label: string; count?: number };

export function ProductGridSkeleton({ label, count = 6 }: ProductGridSkeletonProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Box
          key={i}
          aria-hidden
          sx={{ aspectRatio: '3 / 5', border: 1, borderColor: 'divider', borderRadius: 1, background: CARD_PAINT }}
        />
      ))}
    </Box>
  );
}
