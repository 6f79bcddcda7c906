/** /search: the last search's keyword, how many were found, and their cards. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';
import { useAppSelector } from '../../store/hooks';
import EmptyState from '../../components/EmptyState';
import PageMeta from '../../components/PageMeta';
import ProductGrid, { ProductGridItems } from '../../components/ProductGrid';
import { DESCRIPTION_CUT } from '../../../shared/format';
import { selectResults, selectResultsFor } from '../../store/searchSlice';
import { useAddToCart } from '../../store/useAddToCart';
import { brandedTitle } from '../../config/brand';

export default function SearchPage() {
  const results = useAppSelector(selectResults);
  const keyword = useAppSelector(selectResultsFor);
  const addToCart = useAddToCart();
  const found = `Found ${results.length} ${results.length === 1 ? 'result' : 'results'}`;
  return (
    <>
      <PageMeta title={brandedTitle('Search Results')} />
      <Typography variant="h4" component="h1">
        Search Results
      </Typography>
      <Typography role="status" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {keyword ? `${found} for "${keyword}"` : found}
      </Typography>
      {results.length === 0 ? (
        <EmptyState
          message={keyword ? `No products match "${keyword}".` : 'Type a medicine or brand in the search box.'}
          hint="Try a different search term or browse our categories."
          action={
            <Button component={RouterLink} to="/categories" variant="contained">
              Browse Categories
            </Button>
          }
        />
      ) : (
        <ProductGrid label="Search results" wide>
          <ProductGridItems products={results} cut={DESCRIPTION_CUT.catalogue} eagerCount={4} onAddToCart={addToCart} />
        </ProductGrid>
      )}
    </>
  );
}
