/**
 * The one Redux store. Server data lives only in the RTK Query cache (never persisted);
 * slices hold what the browser owns. `auth` and `cart` are persisted to localStorage as
 * plain JSON under exactly those keys (see persistStorage.ts); search and catalogue
 * filters live only for the visit.
 *
 * This folder holds the state more than one part of the app reads (the session in
 * ../session, the cart and the search); a slice only one feature reads stays in that feature
 * and injects itself when its code loads (see features/catalogue/filtersSlice.ts), so the
 * store never imports a feature.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../api/catalogueEndpoints';
import type { User } from '../api/endpoints';
import { type AuthState, authSlice } from '../session/authSlice';
import { cartFromStored, type CartState, cartSlice } from './cartSlice';
import { plainJsonStorage } from './persistStorage';
import { searchSlice } from './searchSlice';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

const storage = plainJsonStorage({
  auth: {
    toStored: ({ user, token }: AuthState) => (token ? { user, token } : undefined),
    fromStored: (stored): AuthState | undefined =>
      isObject(stored) && typeof stored.token === 'string' && isObject(stored.user)
        ? { user: stored.user as User, token: stored.token }
        : undefined,
  },
  cart: {
    toStored: ({ items }: CartState) => items,
    fromStored: (stored): CartState | undefined => (Array.isArray(stored) ? cartFromStored(stored) : undefined),
  },
});

const persisted = { storage, keyPrefix: '', serialize: false, deserialize: false } as const;

/** The slices features inject; each feature adds its own to this interface (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's documented pattern: features merge their slices in
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, searchSlice, {
  [authSlice.reducerPath]: persistReducer({ ...persisted, key: 'auth' }, authSlice.reducer),
  [cartSlice.reducerPath]: persistReducer({ ...persisted, key: 'cart' }, cartSlice.reducer),
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
