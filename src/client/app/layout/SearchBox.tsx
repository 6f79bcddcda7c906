/**
 * The search form of the navbar (and the small-screen menu): the keyword follows every
 * keystroke; submitting replaces the results and opens /search. An empty keyword is allowed.
 * A plain input rather than MUI's InputBase, which would add its multiline machinery to /.
 */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent, FormEvent } from 'react';
import { keywordChanged, selectKeyword } from '../../store/searchSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useRunSearch } from '../../store/useRunSearch';

export type SearchBoxProps = { onSearched?: () => void };

export default function SearchBox({ onSearched }: SearchBoxProps) {
  const dispatch = useAppDispatch();
  const keyword = useAppSelector(selectKeyword);
  const runSearch = useRunSearch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await runSearch(keyword);
      onSearched?.();
    } catch (error) {
      console.error('Search failed', error); // the spec shows no message for a failed search
    }
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        width: '100%',
        maxWidth: 420,
        bgcolor: 'background.paper',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '&:focus-within': { outline: '3px solid #ffb300' },
      }}
    >
      <SearchIcon aria-hidden sx={{ color: 'text.secondary', mx: 1, alignSelf: 'center' }} />
      <Box
        component="input"
        type="search"
        value={keyword}
        onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(keywordChanged(event.target.value))}
        placeholder="Search for medicines, brands..."
        aria-label="Search for medicines, brands..."
        maxLength={100}
        sx={{
          flex: 1,
          minWidth: 0,
          py: 1,
          pr: 1,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <Button type="submit" variant="contained" color="secondary" sx={{ borderRadius: 0, px: 2 }}>
        Search
      </Button>
    </Box>
  );
}
