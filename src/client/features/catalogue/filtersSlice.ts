/**
 * The catalogue's filters and how many pages are shown. `radio` is the chosen price band as
 * [min, max] ([] for any price), the shape the server's filter call takes. Any filter change
 * goes back to page 1, so the list is replaced rather than appended to. Never persisted.
 * Only the catalogue reads it, so it stays here and joins the store when this code loads.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';

export type FiltersState = { checked: string[]; radio: number[]; page: number };

const initialState: FiltersState = { checked: [], radio: [], page: 1 };

export const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    categoryToggled: (state, action: PayloadAction<{ id: string; checked: boolean }>) => {
      const { id, checked } = action.payload;
      state.checked = checked ? [...state.checked.filter((c) => c !== id), id] : state.checked.filter((c) => c !== id);
      state.page = 1;
    },
    priceBandChosen: (state, action: PayloadAction<number[]>) => {
      state.radio = action.payload;
      state.page = 1;
    },
    morePagesRequested: (state) => {
      state.page += 1;
    },
    filtersReset: () => initialState,
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's documented pattern: the slice merges itself into the store's type
  export interface LazyLoadedSlices extends WithSlice<typeof filtersSlice> {}
}

const injected = filtersSlice.injectInto(rootReducer);

export const { categoryToggled, priceBandChosen, morePagesRequested, filtersReset } = filtersSlice.actions;
export const { selectFilters } = injected.selectors;
