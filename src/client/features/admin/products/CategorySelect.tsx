/** The product's category: a searchable select over every category. */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Category, useGetCategoriesQuery } from '../../../api/endpoints';

export type CategorySelectProps = {
  value: Category | null;
  onChange: (category: Category | null) => void;
};

export default function CategorySelect({ value, onChange }: CategorySelectProps) {
  const { data, isFetching, isError } = useGetCategoriesQuery();
  // Until the list arrives, the chosen category is the only option, so it still shows.
  const options = data?.category ?? (value ? [value] : []);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, category) => onChange(category)}
      getOptionLabel={(category) => category.name}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      loading={isFetching}
      noOptionsText="No categories found. Start by creating one!"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Category"
          placeholder="Search categories"
          required
          error={isError}
          helperText={isError ? 'Failed to load categories.' : undefined}
        />
      )}
    />
  );
}
