/**
 * Grey shapes of what is loading, in place of a spinner, so a slow phone shows the page's
 * layout at once and nothing jumps when the data lands (the product grid's is in
 * ProductGridSkeleton, on the home page's budget). Each is announced once as loading
 * (role="status" with a label); its shapes are hidden from screen readers.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const bar = (width: string, height = 14) => <Box aria-hidden sx={{ width, height, borderRadius: 1, bgcolor: 'action.hover', mt: 1 }} />;

export type SkeletonProps = { label: string; count?: number };

/** Rows shaped like order cards: a heading line, a few lines of detail. */
export function RowsSkeleton({ label, count = 3 }: SkeletonProps) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 3 }}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} aria-hidden sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
          {bar('40%', 20)}
          {bar('90%')}
          {bar('70%')}
          {bar('55%')}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A product page: the photo beside its name, price and buttons (stacked on a phone). The
 * server's first paint of a product page shows the product's photo in the photo's place.
 */
export function ProductPageSkeleton({ label, photo }: SkeletonProps & { photo?: ReactNode }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}
    >
      <Box aria-hidden sx={{ aspectRatio: '1 / 1', bgcolor: 'action.hover', borderRadius: 1, position: 'relative', overflow: 'hidden' }}>
        {photo}
      </Box>
      <Box aria-hidden>
        {bar('70%', 32)}
        {bar('40%')}
        {bar('30%', 28)}
        {bar('100%')}
        {bar('90%')}
        {bar('50%', 44)}
      </Box>
    </Box>
  );
}
