/**
 * The catalogue grid: every page loaded so far, in order, then Load More while fewer products
 * are shown than the total. A filter change goes back to page 1, which replaces the list.
 * The list follows the filters in a deferred render React can interrupt (the ticked box
 * answers at once; the grid catches up), and when the first page arrives the skeleton stays
 * for the one urgent render while the grid is built the same way, so a phone's main thread
 * is never blocked by a dozen cards at once.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useGetProductCountQuery } from '../../api/catalogueEndpoints';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import EmptyState from '../../components/EmptyState';
import ProductGrid from '../../components/ProductGrid';
import { ProductGridSkeleton } from '../../components/ProductGridSkeleton';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { useFocusFirstNewItem } from '../../components/useFocusFirstNewItem';
import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import CataloguePageItems from './CataloguePageItems';
import { morePagesRequested, selectFilters } from './filtersSlice';
import { isFiltered, useCataloguePage } from './useCataloguePage';

export default function CatalogueList() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { checked, radio, page } = useDeferredValue(useAppSelector(selectFilters));
  const filters = useMemo(() => ({ checked, radio }), [checked, radio]);
  const filtered = isFiltered(filters);
  const first = useCataloguePage(filters, 1);
  const last = useCataloguePage(filters, page);
  const count = useGetProductCountQuery(undefined, { skip: filtered });
  const showGrid = useDeferredValue(!first.isLoading);
  const { listRef, expectMore } = useFocusFirstNewItem<HTMLUListElement>();

  useEffect(() => {
    if (count.error) notify.error(failureMessage(count.error, 'Failed to get product count.'));
  }, [count.error, notify]);

  const total = (filtered ? first.data?.total : (count.data?.total ?? first.data?.total)) ?? 0;
  const perPage = first.data?.perPage ?? PRODUCTS_PER_PAGE;
  const pages = Array.from({ length: page }, (_, index) => index + 1);

  if (!showGrid) {
    return <ProductGridSkeleton label="Loading products" />;
  }
  if (first.data && first.data.products.length === 0 && !first.isFetching) {
    return <EmptyState message="No products found matching your criteria. Try resetting filters." />;
  }
  return (
    <>
      <ProductGrid label="Products" dimmed={first.isFetching && page === 1} listRef={listRef}>
        {pages.map((n) => (
          <CataloguePageItems key={n} filters={filters} page={n} />
        ))}
      </ProductGrid>
      {page * perPage < total && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              expectMore();
              dispatch(morePagesRequested());
            }}
            disabled={last.isFetching}
            sx={{ minWidth: 200 }}
          >
            {last.isFetching ? 'Loading...' : 'Load More'}
          </Button>
        </Box>
      )}
    </>
  );
}
