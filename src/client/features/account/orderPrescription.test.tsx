/** My Orders tells the shopper where each order's prescription stands, and after a rejection what to do. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anOrder, preloaded, session } from '../../testing/storefrontFactories';
import UserOrdersPage from './UserOrdersPage';

const review = (status: 'Pending review' | 'Approved' | 'Rejected', reason: string | null = null) => ({
  status,
  reason,
  reviewedAt: status === 'Pending review' ? null : '2026-03-03T10:00:00.000Z',
  pharmacist: status === 'Pending review' ? null : { name: 'R. Sharma', registrationNo: 'KA-12345' },
  prescriptionIds: ['rx1'],
});

it('shows under review, approved (by whom) and rejected with the reason and the next step; nothing when none is needed', async () => {
  server.use(
    http.get('/api/v1/auth/orders', () =>
      HttpResponse.json([
        anOrder({ _id: 'o1', number: 'o1', prescription: review('Pending review') }),
        anOrder({ _id: 'o2', number: 'o2', prescription: review('Approved') }),
        anOrder({ _id: 'o3', number: 'o3', status: 'Cancel', prescription: review('Rejected', 'The prescription is not signed') }),
        anOrder({ _id: 'o4', number: 'o4' }),
      ]),
    ),
  );
  renderWithProviders(<UserOrdersPage />, { path: '/dashboard/user/orders', preloadedState: preloaded({ auth: session() }) });
  expect(await screen.findByRole('article', { name: 'Order o1' })).toHaveTextContent('Prescription under review');
  expect(screen.getByRole('article', { name: 'Order o2' })).toHaveTextContent('Prescription approved by R. Sharma (Reg. No. KA-12345)');
  const rejected = screen.getByRole('article', { name: 'Order o3' });
  expect(rejected).toHaveTextContent('Prescription rejected: The prescription is not signed');
  expect(rejected).toHaveTextContent('Upload a new prescription and order again.');
  expect(screen.getByRole('article', { name: 'Order o4' })).not.toHaveTextContent('Prescription');
});
