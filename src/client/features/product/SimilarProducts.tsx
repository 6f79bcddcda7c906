/** Other products of the same category, descriptions cut at 50. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { type Product, useGetRelatedProductsQuery } from '../../api/endpoints';
import EmptyState from '../../components/EmptyState';
import ProductGrid, { ProductGridItems } from '../../components/ProductGrid';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { DESCRIPTION_CUT } from '../../../shared/format';
import { useAddToCart } from '../../store/useAddToCart';

export type SimilarProductsProps = { product: Product };

export default function SimilarProducts({ product }: SimilarProductsProps) {
  const notify = useNotify();
  const addToCart = useAddToCart();
  const { data, isLoading, error } = useGetRelatedProductsQuery({ productId: product._id, categoryId: product.category._id });
  useEffect(() => {
    if (error) notify.error(failureMessage(error, 'Failed to load similar products.'));
  }, [error, notify]);
  const products = data?.products ?? [];
  return (
    <Box component="section" aria-labelledby="similar-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="similar-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Similar Products
      </Typography>
      {!isLoading && products.length === 0 ? (
        <EmptyState message="No similar products found." />
      ) : (
        <ProductGrid label="Similar products" wide>
          <ProductGridItems products={products} cut={DESCRIPTION_CUT.similar} onAddToCart={addToCart} />
        </ProductGrid>
      )}
    </Box>
  );
}
