/** Who is signed in: the user and their token ('' when signed out). Persisted under `auth`. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../api/endpoints';
import { ADMIN_ROLE } from '../../shared/catalogue';

export type AuthState = { user: User | null; token: string };

const initialState: AuthState = { user: null, token: '' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ user: User; token: string }>) => action.payload,
    signedOut: () => initialState,
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsAdmin: (state) => state.user?.role === ADMIN_ROLE,
  },
});

export const { signedIn, signedOut, userUpdated } = authSlice.actions;
export const { selectUser, selectToken, selectIsAdmin } = authSlice.selectors;
