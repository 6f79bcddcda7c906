/** The cards of one loaded page of a category; a failed load is told once. */
import { useEffect } from 'react';
import { useGetProductsByCategoryQuery } from '../../api/endpoints';
import { ProductGridItems } from '../../components/ProductGrid';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { DESCRIPTION_CUT } from '../../../shared/format';
import { useAddToCart } from '../../store/useAddToCart';

export type CategoryPageItemsProps = { slug: string; page: number };

export default function CategoryPageItems({ slug, page }: CategoryPageItemsProps) {
  const { data, error } = useGetProductsByCategoryQuery({ slug, page });
  const notify = useNotify();
  const addToCart = useAddToCart();
  useEffect(() => {
    if (error) notify.error(failureMessage(error, 'Category or products not found!'));
  }, [error, notify]);
  return (
    <ProductGridItems
      products={data?.products ?? []}
      cut={DESCRIPTION_CUT.catalogue}
      eagerCount={page === 1 ? 4 : 0}
      onAddToCart={addToCart}
    />
  );
}
