import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import PageMeta from '../../components/PageMeta';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import Layout from '../Layout';

function Page({ title, to }: { title: string; to: string }) {
  return (
    <>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <Link to={to}>Go on</Link>
    </>
  );
}

/** A page whose heading comes after its data, as a product page's does. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Slow page</h1> : <p>Loading</p>;
}

const app = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="first" element={<Page title="First page" to="/second" />} />
      <Route path="second" element={<Page title="Second page" to="/first" />} />
      <Route path="third" element={<Page title="Third page" to="/slow" />} />
      <Route path="slow" element={<SlowPage />} />
    </Route>
  </Routes>
);

beforeEach(() =>
  server.use(http.get('/api/v1/category/get-category', () => HttpResponse.json({ success: true, message: '', category: [] }))),
);

const announcer = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;

it('leaves focus alone on the first load, then focuses the new h1 and announces its title after a link', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/first' });
  expect(screen.getByRole('heading', { level: 1, name: 'First page' })).not.toHaveFocus();
  expect(announcer()).toHaveTextContent('');

  await user.click(screen.getByRole('link', { name: 'Go on' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Second page' });
  await waitFor(() => expect(heading).toHaveFocus());
  await waitFor(() => expect(announcer()).toHaveTextContent('Second page'));
});

it('makes "Skip to main content" the first tab stop, and it moves focus to the page', async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/first' });
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Go on' })).toHaveFocus();
});

it("leaves focus in the search box when the shopper began typing before the new page's heading arrived", async () => {
  const { user } = renderWithProviders(app, { path: '/*', route: '/third' });
  await user.click(screen.getByRole('link', { name: 'Go on' }));
  expect(await screen.findByText('Loading')).toBeInTheDocument();
  const box = screen.getByRole('combobox', { name: 'Search for medicines, brands...' });
  await user.click(box);
  await user.keyboard('p');
  await screen.findByRole('heading', { level: 1, name: 'Slow page' });
  await waitFor(() => expect(announcer()).toHaveTextContent(/./));
  expect(box).toHaveFocus();
});
