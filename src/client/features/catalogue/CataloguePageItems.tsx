/** The cards of one loaded page of the catalogue; a failed load is told once. */
import { memo, useEffect } from 'react';
import { ProductGridItems } from '../../components/ProductGrid';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { DESCRIPTION_CUT } from '../../../shared/format';
import { useAddToCart } from '../../store/useAddToCart';
import type { FiltersState } from './filtersSlice';
import { isFiltered, pageErrorMessage, useCataloguePage } from './useCataloguePage';

export type CataloguePageItemsProps = { filters: Pick<FiltersState, 'checked' | 'radio'>; page: number };

function CataloguePageItems({ filters, page }: CataloguePageItemsProps) {
  const { data, error } = useCataloguePage(filters, page);
  const notify = useNotify();
  const addToCart = useAddToCart();
  const filtered = isFiltered(filters);
  useEffect(() => {
    if (error) notify.error(failureMessage(error, pageErrorMessage(filtered, page)));
  }, [error, notify, filtered, page]);
  return (
    <ProductGridItems
      products={data?.products ?? []}
      cut={DESCRIPTION_CUT.catalogue}
      eagerCount={page === 1 ? 3 : 0}
      onAddToCart={addToCart}
    />
  );
}

export default memo(CataloguePageItems);
