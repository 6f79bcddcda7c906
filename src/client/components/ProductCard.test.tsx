import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aProduct } from '../testing/storefrontFactories';
import ProductCard from './ProductCard';

const renderCard = (product = aProduct(1)) => renderWithProviders(<ProductCard product={product} cut={60} onAddToCart={() => {}} />);

it('shows the MRP struck through and the discount when the price is below MRP, and the Rx mark', () => {
  renderCard(aProduct(1, { name: 'Azithral 500', price: 95.5, mrp: 120, discountPercent: 20, schedule: 'H1', rxRequired: true }));
  const card = screen.getByRole('article');
  expect(within(card).getByText('₹95.50')).toBeInTheDocument();
  const mrp = within(card).getByText('₹120');
  expect(mrp.tagName).toBe('DEL');
  expect(mrp.parentElement).toHaveTextContent(/^MRP ₹120$/);
  expect(within(card).getByText('20% off')).toBeInTheDocument();
  const rx = within(card).getByRole('img', { name: 'Prescription required' });
  expect(rx).toHaveTextContent('Rx');
  expect(rx).toHaveAttribute('title', 'Prescription required');
});

it('shows only the price for a product sold at MRP without a prescription', () => {
  renderCard(aProduct(2, { price: 40, mrp: 40, discountPercent: 0 }));
  const card = screen.getByRole('article');
  expect(within(card).getByText('₹40')).toBeInTheDocument();
  expect(within(card).queryByText(/MRP/)).not.toBeInTheDocument();
  expect(within(card).queryByText(/% off/)).not.toBeInTheDocument();
  expect(within(card).queryByRole('img', { name: 'Prescription required' })).not.toBeInTheDocument();
});
