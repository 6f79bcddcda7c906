/**
 * The one RTK Query API of the app. Endpoints are generated from openapi.yaml into
 * generated/ and injected here; cache tags are added in endpoints.ts. Every request carries
 * the signed-in user's token as the raw Authorization header, read from the store each time,
 * so a new token applies at once.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

type StateWithToken = { auth: { token: string } };

export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    prepareHeaders(headers, { getState }) {
      const token = (getState() as StateWithToken).auth?.token;
      if (token) headers.set('Authorization', token);
      return headers;
    },
  }),
  endpoints: () => ({}),
});
