/**
 * The navbar's search box as a WAI-ARIA combobox: suggestions from two characters, one request
 * per pause in typing, the highlight moved with the arrow keys, Enter opening the highlighted
 * suggestion (or /search with none), Escape closing the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aProduct, painRelief } from '../../testing/storefrontFactories';
import SearchBox from './SearchBox';

let asked: string[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('/api/v1/products/suggest', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return HttpResponse.json({
        products: [
          {
            _id: 'p1',
            name: 'Paracetamol 500 mg Tablet',
            slug: 'paracetamol-500',
            packSize: 'strip of 15 tablets',
            price: 18.5,
            mrp: 20,
            rxRequired: false,
            photo: null,
          },
          {
            _id: 'p2',
            name: 'Paracip Plus',
            slug: 'paracip-plus',
            packSize: 'strip of 10 tablets',
            price: 42,
            mrp: 42,
            rxRequired: true,
            photo: null,
          },
        ],
        categories: [painRelief],
      });
    }),
    http.get('/api/v1/products/search/:keyword?', () => HttpResponse.json([aProduct(1)])),
  );
});

const app = (
  <Routes>
    <Route path="/" element={<SearchBox />} />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

const box = () => screen.getByRole('combobox', { name: 'Search for medicines, brands...' });

it('is a combobox that lists products (pack, price, Rx) and categories after two characters, asking once per pause', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/' });
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  await user.type(box(), 'p');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(asked).toEqual([]);
  await user.type(box(), 'ara');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(asked).toEqual(['para']);
  await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
  expect(box()).toHaveAttribute('aria-controls', list.id);
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Paracetamol 500 mg Tabletstrip of 15 tablets₹18.50',
    'Paracip Plusstrip of 10 tabletsRx₹42',
    'Pain ReliefCategory',
  ]);
  expect(within(options[1]).getByRole('img', { name: 'Prescription required' })).toBeInTheDocument();
});

it('moves the highlight with the arrow keys and Enter opens the highlighted product', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/' });
  await user.type(box(), 'para');
  await screen.findByRole('listbox');
  expect(box()).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
  const highlighted = screen.getByRole('option', { selected: true });
  expect(highlighted).toHaveTextContent('Paracip Plus');
  expect(box()).toHaveAttribute('aria-activedescendant', highlighted.id);
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/products/paracip-plus');
});

it('opens a category the same way, wrapping from the top to the last suggestion', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/' });
  await user.type(box(), 'pain');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/category/pain-relief');
});

it('Escape closes the list and Enter with nothing highlighted opens /search as before', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/' });
  await user.type(box(), 'para');
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
  expect(box()).toHaveValue('para');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search'));
});

it('a click on a suggestion opens it', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/' });
  await user.type(box(), 'para');
  await user.click(await screen.findByRole('option', { name: /Paracetamol/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products/paracetamol-500');
});
