import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import RouterLink from './RouterLink';
import RouterNavLink from './RouterNavLink';

describe('RouterLink', () => {
  it('navigates inside the app on a plain click, with a real href', async () => {
    const { user } = renderWithProviders(<RouterLink to="/cart?from=home">Cart</RouterLink>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart?from=home');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart?from=home');
  });

  it('works as the component of an MUI button, which passes it a ref', async () => {
    const { user } = renderWithProviders(
      <Button component={RouterLink} to="/products/aspirin">
        Aspirin
      </Button>,
    );
    await user.click(screen.getByRole('link', { name: 'Aspirin' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products/aspirin');
  });

  it('leaves a click whose handler prevented it to that handler', async () => {
    const { user } = renderWithProviders(
      <RouterLink to="/cart" onClick={(event) => event.preventDefault()}>
        Cart
      </RouterLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('RouterNavLink', () => {
  const menu = (
    <nav>
      <RouterNavLink to="/dashboard/admin" end>
        Panel
      </RouterNavLink>
      <RouterNavLink to="/dashboard/admin/products" className="item">
        Products
      </RouterNavLink>
    </nav>
  );

  it('marks the link of the current page, and a parent link only without end', () => {
    renderWithProviders(menu, { path: '/dashboard/admin/*', route: '/dashboard/admin/products/p-1' });
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).toHaveAttribute('aria-current', 'page');
    expect(products).toHaveClass('item', 'active');
    const panel = screen.getByRole('link', { name: 'Panel' });
    expect(panel).not.toHaveAttribute('aria-current');
    expect(panel).not.toHaveClass('active');
  });

  it('marks an end link on its own path', () => {
    renderWithProviders(menu, { path: '/dashboard/admin/*', route: '/dashboard/admin' });
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveClass('active');
  });
});
