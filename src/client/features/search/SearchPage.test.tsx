import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SearchPage from './SearchPage';

it('titles the results page with the brand, like every page', async () => {
  renderWithProviders(<SearchPage />, { path: '/search' });
  expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Search Results - Online Pharmacy'));
});
