/**
 * Runs a search the way the navbar's search box does: asks the server, keeps the results with
 * their keyword in the search slice and opens /search. Shared so a salt on a product page can
 * search for itself and land on the same page, with the same results, as typing it would.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLazySearchProductsQuery } from '../api/catalogueEndpoints';
import { useAppDispatch } from './hooks';
import { resultsReplaced } from './searchSlice';

/** Returns `run(keyword)`, which resolves once /search shows the results and rejects when the search fails. */
export function useRunSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useLazySearchProductsQuery();
  return useCallback(
    async (keyword: string) => {
      const results = await search({ keyword: encodeURIComponent(keyword) }).unwrap();
      dispatch(resultsReplaced({ keyword, results }));
      void navigate('/search');
    },
    [dispatch, navigate, search],
  );
}
