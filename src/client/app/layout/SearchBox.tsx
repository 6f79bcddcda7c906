/**
 * The search form of the navbar (and the small-screen menu): the keyword follows every
 * keystroke; submitting replaces the results and opens /search. An empty keyword is allowed.
 */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLazySearchProductsQuery } from '../../api/endpoints';
import { keywordChanged, resultsReplaced, selectKeyword } from '../../features/search/searchSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

export type SearchBoxProps = { onSearched?: () => void };

export default function SearchBox({ onSearched }: SearchBoxProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const keyword = useAppSelector(selectKeyword);
  const [search] = useLazySearchProductsQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const results = await search({ keyword: encodeURIComponent(keyword) }).unwrap();
      dispatch(resultsReplaced({ keyword, results }));
      navigate('/search');
      onSearched?.();
    } catch (error) {
      console.error('Search failed', error); // the spec shows no message for a failed search
    }
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', width: '100%', maxWidth: 420, bgcolor: 'background.paper', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', '&:focus-within': { outline: '3px solid #ffb300' } }}>
      <InputBase
        value={keyword}
        onChange={(event) => dispatch(keywordChanged(event.target.value))}
        placeholder="Search for medicines, brands..."
        inputProps={{ 'aria-label': 'Search for medicines, brands...', maxLength: 100, type: 'search' }}
        startAdornment={<SearchIcon aria-hidden sx={{ color: 'text.secondary', mx: 1 }} />}
        sx={{ flex: 1, fontSize: '0.95rem', color: 'text.primary' }}
      />
      <Button type="submit" variant="contained" color="secondary" sx={{ borderRadius: 0, px: 2 }}>
        Search
      </Button>
    </Box>
  );
}
