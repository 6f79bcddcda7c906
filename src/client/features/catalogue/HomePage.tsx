/**
 * Home: the hero, the filter sidebar (toggled below 768 px, and only rendered there once
 * shown) and the catalogue grid. The sidebar's code loads on its own, after the page's: a phone
 * downloads it only when the shopper asks for filters, and it keeps / within its budget.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { api } from '../../api/catalogueEndpoints';
import { useAppDispatch } from '../../store/hooks';
import { useWideScreen } from '../../components/useWideScreen';
import PageMeta from '../../components/PageMeta';
import { useNotify } from '../../components/useNotify';
import CatalogueList from './CatalogueList';
import { filtersReset } from './filtersSlice';
import Hero from './Hero';
import { storeName } from '../../config/brand';

const FilterSidebar = lazy(() => import(/* webpackChunkName: "filter-sidebar" */ './FilterSidebar'));

export default function HomePage() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const wide = useWideScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const products = useRef<HTMLElement>(null);

  const reset = () => {
    dispatch(filtersReset());
    dispatch(api.util.invalidateTags(['Product']));
    notify.success('Filters reset!');
    setFiltersOpen(false);
  };

  return (
    <>
      <PageMeta title={`${storeName()} - Shop medicines and healthcare`} />
      <Hero onShopNow={() => products.current?.scrollIntoView?.({ behavior: 'smooth' })} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {!wide && (
          <Button
            variant="outlined"
            fullWidth
            aria-expanded={filtersOpen}
            aria-controls="catalogue-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? 'Hide Filters' : 'Show Filters'}
          </Button>
        )}
        <Box id="catalogue-filters" hidden={!wide && !filtersOpen} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          {(wide || filtersOpen) && (
            <Suspense fallback={null}>
              <FilterSidebar onReset={reset} />
            </Suspense>
          )}
        </Box>
        <Box component="section" ref={products} aria-labelledby="products-title" sx={{ scrollMarginTop: 80 }}>
          <Typography id="products-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            All Products
          </Typography>
          <CatalogueList />
        </Box>
      </Box>
    </>
  );
}
