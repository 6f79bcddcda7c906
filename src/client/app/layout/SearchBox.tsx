/**
 * The search box of the navbar, on screen at every width: the keyword follows every keystroke;
 * submitting replaces the results and opens /search. An empty keyword is allowed.
 * It is a WAI-ARIA combobox: after two characters a list of suggestions opens below it. All
 * of that (the requests, the list, the keys) is SearchSuggestions, whose code loads on first
 * focus so / does not carry it; this box only passes it its keys and shows its state in ARIA.
 * A plain input rather than MUI's InputBase, which would add its multiline machinery to /.
 */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { lazyPopup } from '../../components/lazyPopup';
import { keywordChanged, selectKeyword } from '../../store/searchSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useRunSearch } from '../../store/useRunSearch';
import type { ComboboxState, SuggestionsControl } from './SearchSuggestions';

const suggestions = lazyPopup(() => import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions'));

export type SearchBoxProps = { onSearched?: () => void };

export default function SearchBox({ onSearched }: SearchBoxProps) {
  const dispatch = useAppDispatch();
  const keyword = useAppSelector(selectKeyword);
  const runSearch = useRunSearch();
  const listId = useId();
  const [typed, setTyped] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const control = useRef<SuggestionsControl>(null);
  const input = useRef<HTMLInputElement>(null);
  // Done with the box: focus leaves it, so the new page's heading can take it (RouteAnnouncer
  // leaves focus in a field someone is still typing in).
  const leave = () => input.current?.blur();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Closes the list, and keeps it closed if its code is still loading (it would open after the search).
    setTyped(false);
    control.current?.close();
    leave();
    try {
      await runSearch(keyword);
      onSearched?.();
    } catch (error) {
      console.error('Search failed', error); // the spec shows no message for a failed search
    }
  };

  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: { md: 420 } }}>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{
          display: 'flex',
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
          ref={input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={listId}
          aria-activedescendant={combobox.activeId}
          autoComplete="off"
          enterKeyHint="search"
          value={keyword}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            dispatch(keywordChanged(event.target.value));
            setTyped(true);
          }}
          onFocus={() => void suggestions.load()}
          onBlur={() => {
            control.current?.close();
            if (!control.current) setTyped(false);
          }}
          onKeyDown={(event) => control.current?.keyDown(event)}
          placeholder="Search for medicines, brands..."
          aria-label="Search for medicines, brands..."
          maxLength={100}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 44,
            py: 1,
            pr: 1,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            font: 'inherit',
            // 16 px: phones zoom into a focused field with smaller text.
            fontSize: '1rem',
            color: 'text.primary',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        <Button type="submit" variant="contained" color="secondary" sx={{ borderRadius: 0, px: 2, minHeight: 44 }}>
          Search
        </Button>
      </Box>
      <suggestions.Popup
        open={typed}
        keyword={keyword}
        listId={listId}
        control={control}
        onChange={setCombobox}
        onPicked={() => {
          leave();
          onSearched?.();
        }}
      />
    </Box>
  );
}
