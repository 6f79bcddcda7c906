/** What the shopper searched for and what came back; shown on /search. Never persisted. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../api/endpoints';

export type SearchState = { keyword: string; results: Product[] };

const initialState: SearchState = { keyword: '', results: [] };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    keywordChanged: (state, action: PayloadAction<string>) => {
      state.keyword = action.payload;
    },
    resultsReplaced: (state, action: PayloadAction<Product[]>) => {
      state.results = action.payload;
    },
  },
  selectors: {
    selectKeyword: (state) => state.keyword,
    selectResults: (state) => state.results,
  },
});

export const { keywordChanged, resultsReplaced } = searchSlice.actions;
export const { selectKeyword, selectResults } = searchSlice.selectors;
