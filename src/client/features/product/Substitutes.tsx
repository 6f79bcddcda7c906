/**
 * "Substitutes with the same composition": the brands of the same salts and strengths that
 * cost less per unit, cheapest first as the server sends them. Dearer ones are left out: the
 * section is there to save the shopper money. Shown only for products that have salts.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { type Product, useGetSubstitutesQuery } from '../../api/endpoints';
import EmptyState from '../../components/EmptyState';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { useAddToCart } from '../../store/useAddToCart';
import SubstituteItem from './SubstituteItem';

export type SubstitutesProps = { product: Product };

export default function Substitutes({ product }: SubstitutesProps) {
  const notify = useNotify();
  const addToCart = useAddToCart();
  const { data, isLoading, error } = useGetSubstitutesQuery({ productId: product._id });
  useEffect(() => {
    if (error) notify.error(failureMessage(error, 'Failed to load substitutes.'));
  }, [error, notify]);
  const cheaper = (data?.products ?? []).filter((substitute) => substitute.savingPercent > 0);
  return (
    <Box component="section" aria-labelledby="substitutes-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="substitutes-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Substitutes with the same composition
      </Typography>
      {!isLoading && cheaper.length === 0 ? (
        <EmptyState message="No cheaper substitutes found." />
      ) : (
        <Box component="ul" aria-label="Substitutes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {cheaper.map((substitute) => (
            <SubstituteItem key={substitute._id} substitute={substitute} onAddToCart={addToCart} />
          ))}
        </Box>
      )}
    </Box>
  );
}
