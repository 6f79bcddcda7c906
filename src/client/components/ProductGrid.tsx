/**
 * The responsive list product cards sit in: two columns on a phone (one card per row made
 * twelve products a 5,500 px page), up to three beside a sidebar or four on a wide page. ProductGridItems may be rendered in pieces (one per page
 * loaded) and still land in the one grid.
 */
import Box from '@mui/material/Box';
import { memo, type ReactNode, type Ref, useDeferredValue } from 'react';
import type { Product } from '../api/endpoints';
import ProductCard from './ProductCard';

export type ProductGridProps = { children: ReactNode; label: string; wide?: boolean; dimmed?: boolean; listRef?: Ref<HTMLUListElement> };

export default function ProductGrid({ children, label, wide = false, dimmed = false, listRef }: ProductGridProps) {
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      aria-busy={dimmed}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${wide ? 4 : 3}, minmax(0, 1fr))`,
        },
        opacity: dimmed ? 0.6 : 1,
        transition: 'opacity .2s',
      }}
    >
      {children}
    </Box>
  );
}

export type ProductGridItemsProps = {
  products: readonly Product[];
  cut: number;
  eagerCount?: number;
  onAddToCart: (product: Product) => void;
};

/**
 * Cards as list items; the first `eagerCount` photos load at once (they are on screen). New
 * products are drawn in a deferred render React can interrupt; cards whose product is
 * unchanged are not drawn again.
 */
export const ProductGridItems = memo(function ProductGridItems({ products, cut, eagerCount = 0, onAddToCart }: ProductGridItemsProps) {
  const shown = useDeferredValue(products);
  return shown.map((product, index) => (
    <Box component="li" key={product._id} sx={{ minWidth: 0 }}>
      <ProductCard product={product} cut={cut} eager={index < eagerCount} onAddToCart={onAddToCart} />
    </Box>
  ));
});
