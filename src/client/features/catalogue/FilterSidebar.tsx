/** Category checkboxes, the six price bands and RESET FILTERS. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { memo, useCallback, useEffect } from 'react';
import { useGetCategoriesQuery } from '../../api/endpoints';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { PRICE_BANDS } from '../../../shared/catalogue';
import { categoryToggled, priceBandChosen, selectFilters } from './filtersSlice';

export type FilterSidebarProps = { onReset: () => void };

const heading = { fontWeight: 700, color: 'text.primary', mb: 1, '&.Mui-focused': { color: 'text.primary' } } as const;

/**
 * The category list and the price bands read their own part of the filters, so ticking a
 * category redraws that checkbox alone and choosing a band redraws only the bands.
 */
export default function FilterSidebar({ onReset }: FilterSidebarProps) {
  return (
    <Box
      component="aside"
      aria-label="Filters"
      sx={{ p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <CategoryFilter />
      <PriceFilter />
      <Button variant="outlined" color="error" fullWidth onClick={onReset}>
        RESET FILTERS
      </Button>
    </Box>
  );
}

function CategoryFilter() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const checked = useAppSelector((state) => selectFilters(state).checked);
  const { data, error } = useGetCategoriesQuery();
  useEffect(() => {
    if (error) notify.error(failureMessage(error, 'Failed to load categories.'));
  }, [error, notify]);
  const toggle = useCallback((id: string, on: boolean) => dispatch(categoryToggled({ id, checked: on })), [dispatch]);
  return (
    <>
      <FormLabel component="legend" id="category-filter" sx={heading}>
        Filter By Category
      </FormLabel>
      <FormGroup role="group" aria-labelledby="category-filter" sx={{ mb: 2 }}>
        {data?.category.map((category) => (
          <CategoryOption
            key={category._id}
            id={category._id}
            name={category.name}
            checked={checked.includes(category._id)}
            onToggle={toggle}
          />
        ))}
      </FormGroup>
    </>
  );
}

function PriceFilter() {
  const dispatch = useAppDispatch();
  const radio = useAppSelector((state) => selectFilters(state).radio);
  // Two bands share id 4, so a band is known by its position.
  const bandIndex = PRICE_BANDS.findIndex((band) => band.array[0] === radio[0] && band.array[1] === radio[1]);
  return (
    <>
      <FormLabel id="price-filter" sx={heading}>
        Filter By Price
      </FormLabel>
      <RadioGroup
        aria-labelledby="price-filter"
        value={bandIndex === -1 ? '' : String(bandIndex)}
        onChange={(event) => dispatch(priceBandChosen([...PRICE_BANDS[Number(event.target.value)].array]))}
        sx={{ mb: 2 }}
      >
        {PRICE_BANDS.map((band, index) => (
          <FormControlLabel key={index} value={String(index)} label={band.name} control={<Radio size="small" />} />
        ))}
      </RadioGroup>
    </>
  );
}

type CategoryOptionProps = { id: string; name: string; checked: boolean; onToggle: (id: string, checked: boolean) => void };

/** One category's checkbox; ticking one redraws only that one. */
const CategoryOption = memo(function CategoryOption({ id, name, checked, onToggle }: CategoryOptionProps) {
  return (
    <FormControlLabel
      label={name}
      // A category name may hold a word wider than a phone's sidebar: it breaks rather than widening the page.
      sx={{ overflowWrap: 'anywhere' }}
      control={<Checkbox size="small" checked={checked} onChange={(event) => onToggle(id, event.target.checked)} />}
    />
  );
});
