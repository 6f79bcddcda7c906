/** Proves the test harness runs the app's real data layer against msw through fetch. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useGetCategoriesQuery } from '../api/endpoints';
import { renderWithProviders } from './renderWithProviders';
import { server } from './server';

function CategoryNames() {
  const { data } = useGetCategoriesQuery();
  return (
    <ul>
      {data?.category.map((c) => (
        <li key={c._id}>{c.name}</li>
      ))}
    </ul>
  );
}

it('serves generated hooks from the fake network, with the token as the raw Authorization header', async () => {
  let authorization: string | null = null;
  server.use(
    http.get('/api/v1/category/get-category', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({
        success: true,
        message: 'All categories',
        category: [{ _id: 'c1', name: 'Pain Relief', slug: 'pain-relief' }],
      });
    }),
  );
  renderWithProviders(<CategoryNames />, { preloadedState: { auth: { user: null, token: 'tok-123' } } as never });
  expect(await screen.findByText('Pain Relief')).toBeInTheDocument();
  expect(authorization).toBe('tok-123');
});
