/** The categories the navigation lists; a failed load is only logged, as the spec says. */
import { useEffect } from 'react';
import { useGetCategoriesQuery } from '../../api/endpoints';

export function useNavCategories() {
  const { data, error } = useGetCategoriesQuery();
  useEffect(() => {
    if (error) console.error('Failed to load categories for the navigation', error);
  }, [error]);
  return data?.category ?? [];
}
