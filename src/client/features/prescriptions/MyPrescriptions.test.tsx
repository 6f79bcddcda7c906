/** My Prescriptions: each of the shopper's prescriptions with its state, the empty message, and a failure told in a toast. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anApprovedPrescription, aPrescription } from '../../testing/prescriptionFactories';
import { preloaded, session } from '../../testing/storefrontFactories';
import MyPrescriptions from './MyPrescriptions';

const shopper = () => preloaded({ auth: session({ role: 0 }, 'shopper-token') });
const answer = (reply: () => Response) => server.use(http.get('/api/v1/prescriptions', reply));

it('lists each prescription with its state', async () => {
  answer(() => HttpResponse.json([aPrescription(1), anApprovedPrescription(2)]));
  renderWithProviders(<MyPrescriptions />, { preloadedState: shopper() });
  expect(await screen.findByText('Pending review')).toBeInTheDocument();
  expect(screen.getByText('Approved')).toBeInTheDocument();
});

it('says when there are none', async () => {
  answer(() => HttpResponse.json([]));
  renderWithProviders(<MyPrescriptions />, { preloadedState: shopper() });
  expect(await screen.findByText("You haven't uploaded any prescriptions yet.")).toBeInTheDocument();
});

it("tells a failure in a toast, with the server's message", async () => {
  answer(() => HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }));
  renderWithProviders(<MyPrescriptions />, { preloadedState: shopper() });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByText("You haven't uploaded any prescriptions yet.")).toBeInTheDocument();
});
