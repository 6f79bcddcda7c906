import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import NotFoundPage from './NotFoundPage';
import PolicyPage from './PolicyPage';

/** The brand as the server writes it into index.html (STORE_NAME). */
function servedAs(storeName: string) {
  const meta = document.createElement('meta');
  meta.name = 'author';
  meta.content = storeName;
  document.head.append(meta);
  return meta;
}

const pages: [string, ReactElement, string][] = [
  ['/about', <AboutPage />, 'About us'],
  ['/contact', <ContactPage />, 'Contact us'],
  ['/policy', <PolicyPage />, 'Privacy Policy'],
  ['/nowhere', <NotFoundPage />, 'Page not found'],
];

describe.each(pages)('%s', (path, page, title) => {
  it('ends its title with the brand the server was started with', async () => {
    const meta = servedAs('Sharma Medicos');
    try {
      renderWithProviders(page, { path });
      await waitFor(() => expect(document.title).toBe(`${title} - Sharma Medicos`));
    } finally {
      meta.remove();
    }
  });

  it('ends its title with the default brand when none was written', async () => {
    renderWithProviders(page, { path });
    await waitFor(() => expect(document.title).toBe(`${title} - Online Pharmacy`));
  });
});
