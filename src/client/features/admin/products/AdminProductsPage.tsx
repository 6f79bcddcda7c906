/**
 * All Products: one server page at a time (the catalogue may hold 100,000 products), with a
 * debounced search box. Deleting refetches the page through the 'Product' cache tag.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import RouterLink from '../../../components/RouterLink';
import { type Product, useDeleteProductMutation, useGetProductsQuery } from '../../../api/endpoints';
import { useNotify } from '../../../components/useNotify';
import AdminShell from '../AdminShell';
import { failureMessage } from '../../../components/failureMessage';
import AdminProductCard from './AdminProductCard';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

export const PRODUCTS_PER_PAGE = 24;
const SEARCH_DELAY_MS = 300;

export default function AdminProductsPage() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to the keyword it was chosen for; a new keyword starts again at page 1.
  const [paging, setPaging] = useState({ keyword: '', page: 1 });
  const page = paging.keyword === keyword ? paging.page : 1;
  const setPage = (next: number) => setPaging({ keyword, page: next });
  const { data, isFetching, isError, error } = useGetProductsQuery({ page, perPage: PRODUCTS_PER_PAGE, ...(keyword ? { keyword } : {}) });
  const [deleteProduct, deleting] = useDeleteProductMutation();
  const pageCount = data ? Math.ceil(data.total / PRODUCTS_PER_PAGE) : 0;

  const remove = async (product: Product) => {
    if (!window.confirm(`Are you sure you want to delete "${product.name}"? This action cannot be undone.`)) return;
    try {
      await deleteProduct({ id: product._id }).unwrap();
      notify.success(`${product.name} deleted successfully!`);
      // Deleting the only product of a later page would leave that page empty: step back one.
      if (page > 1 && data?.products.length === 1) setPage(page - 1);
    } catch (err) {
      notify.error(failureMessage(err, 'Failed to delete product.', 'Something went wrong while deleting the product.'));
    }
  };

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminShell title="Admin - All Products" heading="All Products">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label="Search products"
          placeholder="Name or description"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
        />
        {data && (
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {data.total.toLocaleString('en-IN')} {data.total === 1 ? 'product' : 'products'}
          </Typography>
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 2 }}>{isFetching && <LinearProgress aria-label="Loading products" />}</Box>
      {isError && (
        <Alert severity="error">
          {failureMessage(error, 'Failed to fetch products.', 'Something went wrong while fetching products.')}
        </Alert>
      )}
      {data &&
        data.products.length === 0 &&
        !isFetching &&
        (keyword ? (
          <Typography sx={{ py: 4, textAlign: 'center' }}>No products match "{keyword}".</Typography>
        ) : (
          <Stack spacing={2} sx={{ py: 4, alignItems: 'center' }}>
            <Typography>No products found. Start by creating one!</Typography>
            <Button component={RouterLink} to="/dashboard/admin/create-product" variant="contained">
              Create Product
            </Button>
          </Stack>
        ))}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {data?.products.map((product, index) => (
          <AdminProductCard key={product._id} product={product} onDelete={remove} busy={deleting.isLoading} eager={index < 4} />
        ))}
      </Box>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => changePage(next)}
          color="primary"
          siblingCount={0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </AdminShell>
  );
}
