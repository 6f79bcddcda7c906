/** /category/{slug}: the category's products, a page at a time with Load More. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetProductsByCategoryQuery } from '../../api/endpoints';
import EmptyState from '../../components/EmptyState';
import { ProductGridSkeleton } from '../../components/ProductGridSkeleton';
import PageMeta from '../../components/PageMeta';
import ProductGrid from '../../components/ProductGrid';
import { useFocusFirstNewItem } from '../../components/useFocusFirstNewItem';
import CategoryPageItems from './CategoryPageItems';
import { brandedTitle } from '../../config/brand';

export default function CategoryProductsPage() {
  const { slug = '' } = useParams();
  return <CategoryProducts key={slug} slug={slug} />;
}

function CategoryProducts({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const first = useGetProductsByCategoryQuery({ slug, page: 1 });
  const last = useGetProductsByCategoryQuery({ slug, page });
  const name = first.data?.category.name;
  const total = first.data?.total ?? 0;
  const pages = Array.from({ length: page }, (_, index) => index + 1);
  const { listRef, expectMore } = useFocusFirstNewItem<HTMLUListElement>();

  return (
    <>
      <PageMeta title={name ? brandedTitle(name) : brandedTitle('Category')} />
      <Typography variant="h4" component="h1">
        {name ? `Category - ${name}` : 'Category'}
      </Typography>
      <Typography role="status" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {first.data ? `${total} ${total === 1 ? 'result' : 'results'} found` : ''}
      </Typography>
      {first.isLoading ? (
        <ProductGridSkeleton label="Loading products" count={8} />
      ) : first.data?.products.length === 0 ? (
        <EmptyState message="No products available in this category yet." />
      ) : (
        <ProductGrid label="Products" wide listRef={listRef}>
          {pages.map((n) => (
            <CategoryPageItems key={n} slug={slug} page={n} />
          ))}
        </ProductGrid>
      )}
      {first.data && page * first.data.perPage < total && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              expectMore();
              setPage(page + 1);
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
