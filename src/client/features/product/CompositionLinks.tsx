/**
 * A medicine's salts, each a link that searches the shop for it, as typing the salt's name in
 * the navbar would: the search box shows the name and /search lists every brand containing it.
 */
import Link from '@mui/material/Link';
import { Fragment, type MouseEvent } from 'react';
import RouterLink from '../../components/RouterLink';
import type { Salt } from '../../api/endpoints';
import { useAppDispatch } from '../../store/hooks';
import { keywordChanged } from '../../store/searchSlice';
import { useRunSearch } from '../../store/useRunSearch';

export type CompositionLinksProps = { composition: Salt[] };

export default function CompositionLinks({ composition }: CompositionLinksProps) {
  const dispatch = useAppDispatch();
  const runSearch = useRunSearch();

  const search = (name: string) => async (event: MouseEvent) => {
    event.preventDefault();
    dispatch(keywordChanged(name));
    try {
      await runSearch(name);
    } catch (error) {
      console.error('Search failed', error); // as the navbar's search box: the spec shows no message
    }
  };

  return composition.map((salt, index) => (
    <Fragment key={`${salt.name}-${salt.strength}`}>
      {index > 0 && ' + '}
      <Link component={RouterLink} to="/search" onClick={search(salt.name)} title={`Search for ${salt.name}`}>
        {salt.name}
      </Link>
      {salt.strength && ` ${salt.strength}`}
    </Fragment>
  ));
}
