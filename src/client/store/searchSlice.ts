/**
 * What the shopper is typing (`keyword`, updated on every change) and the results of the last
 * search with the keyword they were for (`resultsFor`), shown on /search. Never persisted.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../api/endpoints';

export type SearchState = { keyword: string; resultsFor: string; results: Product[] };

const initialState: SearchState = { keyword: '', resultsFor: '', results: [] };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    keywordChanged: (state, action: PayloadAction<string>) => {
      state.keyword = action.payload;
    },
    resultsReplaced: (state, action: PayloadAction<{ keyword: string; results: Product[] }>) => {
      state.resultsFor = action.payload.keyword;
      state.results = action.payload.results;
    },
  },
  selectors: {
    selectKeyword: (state) => state.keyword,
    selectResults: (state) => state.results,
    selectResultsFor: (state) => state.resultsFor,
  },
});

export const { keywordChanged, resultsReplaced } = searchSlice.actions;
export const { selectKeyword, selectResults, selectResultsFor } = searchSlice.selectors;
