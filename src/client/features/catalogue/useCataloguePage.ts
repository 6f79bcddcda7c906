/**
 * One page of the catalogue: the plain product list, or the filter call when a category or
 * price band is chosen. Both answer { products, total, page, perPage }, so Load More works
 * under a filter too. Results stay in the RTK Query cache, one entry per page.
 */
import { useFilterProductsQuery, useGetProductListQuery } from '../../api/catalogueEndpoints';
import type { FiltersState } from './filtersSlice';

export const isFiltered = ({ checked, radio }: Pick<FiltersState, 'checked' | 'radio'>) => checked.length > 0 || radio.length > 0;

export function useCataloguePage(filters: Pick<FiltersState, 'checked' | 'radio'>, page: number) {
  const filtered = isFiltered(filters);
  const list = useGetProductListQuery({ page }, { skip: filtered });
  const filter = useFilterProductsQuery(
    { productFilterRequest: { checked: filters.checked, radio: filters.radio, page } },
    { skip: !filtered },
  );
  return filtered ? filter : list;
}

/** The message for a page that failed to load, by what was being loaded. */
export function pageErrorMessage(filtered: boolean, page: number): string {
  if (page > 1) return 'Failed to load more products.';
  return filtered ? 'Failed to filter products.' : 'Failed to load products.';
}
