/**
 * The search box's suggestions (loaded with the box's first focus): asks the server for what
 * has been typed, 150 ms after the last keystroke and from two characters on, aborting the
 * request before when a new one starts, and shows matching products (name, pack, price, Rx) and
 * categories as the combobox's listbox. It owns the list's state and the box's keys (through
 * `control`): ArrowDown and ArrowUp move the highlight (wrapping through "none"), Enter opens
 * the highlighted suggestion or, with none, lets the box search as before, Escape closes.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type RefObject, useEffect, useImperativeHandle, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLazySuggestProductsQuery, type Suggestions } from '../../api/endpoints';
import Price from '../../components/Price';
import RxBadge from '../../components/RxBadge';

export type SuggestionOption = {
  key: string;
  href: string;
  label: string;
  detail?: string;
  price?: number;
  rxRequired?: boolean;
};

/** What the box shows in its ARIA attributes. */
export type ComboboxState = { expanded: boolean; activeId?: string };
/** What the box hands its keys and its blur to. */
export type SuggestionsControl = { keyDown: (event: KeyboardEvent<HTMLInputElement>) => void; close: () => void };

export type SearchSuggestionsProps = {
  open: boolean;
  keyword: string;
  listId: string;
  control: RefObject<SuggestionsControl | null>;
  onChange: (state: ComboboxState) => void;
  onPicked?: () => void;
};

const MIN_CHARACTERS = 2;
const DEBOUNCE_MS = 150;

function toOptions({ products, categories }: Suggestions): SuggestionOption[] {
  return [
    ...products.map((p) => ({
      key: p._id,
      href: `/products/${p.slug}`,
      label: p.name,
      detail: p.packSize,
      price: p.price,
      rxRequired: p.rxRequired,
    })),
    ...categories.map((c) => ({ key: c._id, href: `/category/${c.slug}`, label: c.name, detail: 'Category' })),
  ];
}

/** Keeps `onOptions` fed with the suggestions for `keyword`. */
function useSuggestionOptions(keyword: string, onOptions: (options: SuggestionOption[]) => void) {
  const [suggest] = useLazySuggestProductsQuery();
  useEffect(() => {
    const q = keyword.trim();
    if (q.length < MIN_CHARACTERS) {
      onOptions([]);
      return;
    }
    let request: ReturnType<typeof suggest> | undefined;
    const timer = setTimeout(() => {
      request = suggest({ q }, true);
      request.unwrap().then(
        (found) => onOptions(toOptions(found)),
        () => {}, // aborted by a newer keystroke, or failed: the box keeps working without suggestions
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [keyword, onOptions, suggest]);
}

export default function SearchSuggestions({ keyword, listId, control, onChange, onPicked }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  useSuggestionOptions(keyword, setOptions);

  // Every keystroke reopens the list with nothing highlighted (adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(keyword);
  if (shownFor !== keyword) {
    setShownFor(keyword);
    setOpen(true);
    setActive(-1);
  }
  useEffect(() => onChange({ expanded, activeId }), [expanded, activeId, onChange]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: SuggestionOption) => {
    close();
    void navigate(option.href);
    onPicked?.();
  };
  useImperativeHandle(control, () => ({
    close,
    keyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const slots = options.length + 1;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => ((current + 1 + step + slots) % slots) - 1);
      } else if (event.key === 'Escape' && expanded) {
        event.preventDefault();
        close();
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        event.preventDefault();
        pick(options[active]);
      }
    },
  }));

  if (!expanded) return null;
  return (
    <Paper
      elevation={8}
      sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.5, zIndex: 'modal', maxHeight: '70vh', overflowY: 'auto' }}
    >
      <Box component="ul" role="listbox" id={listId} aria-label="Suggestions" sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
        {options.map((option, index) => (
          <Box
            component="li"
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 44,
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              cursor: 'pointer',
              color: 'text.primary',
              bgcolor: index === active ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontSize: '0.95rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {option.label}
              </Typography>
              {option.detail && <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{option.detail}</Typography>}
            </Box>
            {option.rxRequired && <RxBadge />}
            {option.price !== undefined && <Price amount={option.price} sx={{ fontSize: '0.95rem' }} />}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
