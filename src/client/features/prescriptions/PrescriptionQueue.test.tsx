/**
 * The pharmacist's queue: each order shows its lines, the patient and doctor, and the photo
 * fetched with the token; rejecting needs a reason (counted, at most 300) and sends it; after a
 * decision the entry leaves the queue.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aQueueEntry } from '../../testing/prescriptionFactories';
import { preloaded, session } from '../../testing/storefrontFactories';
import PrescriptionQueue from './PrescriptionQueue';

jest.setTimeout(20_000);

// jsdom has no object URLs: the page turns the fetched bytes into one to show them.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:prescription-photo';
  URL.revokeObjectURL = () => undefined;
});

const admin = () => preloaded({ auth: session({ role: 1 }, 'admin-token') });

function network() {
  const seen = { reviews: [] as unknown[], fileAuth: [] as (string | null)[] };
  let queue = [aQueueEntry(1)];
  server.use(
    http.get('/api/v1/admin/prescriptions/queue', () => HttpResponse.json(queue)),
    http.get('/api/v1/prescriptions/:prescriptionId/files/:fileId', ({ request }) => {
      seen.fileAuth.push(request.headers.get('authorization'));
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });
    }),
    http.put('/api/v1/admin/orders/:orderId/prescription', async ({ request, params }) => {
      seen.reviews.push({ orderId: params.orderId, ...((await request.json()) as object) });
      queue = [];
      return HttpResponse.json({ success: true, message: 'Reviewed', order: aQueueEntry(1).order });
    }),
  );
  return seen;
}

it('shows the order, its prescription line, the fields and the photo fetched with the token', async () => {
  const seen = network();
  renderWithProviders(<PrescriptionQueue />, { preloadedState: admin() });
  const entry = await screen.findByRole('article', { name: 'Order order-1-' });
  expect(entry).toHaveTextContent('Amoxicillin 1 (Schedule H)');
  expect(entry).toHaveTextContent('Asha Rao');
  expect(entry).toHaveTextContent('Mehta');
  expect(await within(entry).findByRole('img', { name: 'Prescription photo 1' })).toHaveAttribute('src', 'blob:prescription-photo');
  expect(seen.fileAuth).toEqual(['admin-token']);
});

it('will not reject without a reason, counts the characters, and sends the reason; the entry then leaves the queue', async () => {
  const seen = network();
  const { user } = renderWithProviders(<PrescriptionQueue />, { preloadedState: admin() });
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject prescription' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject and cancel order' }));
  expect(dialog).toHaveTextContent('Enter the reason the shopper will see.');
  expect(seen.reviews).toEqual([]);

  const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveAttribute('maxlength', '300');
  await user.type(reason, 'Not signed');
  expect(dialog).toHaveTextContent('10/300');
  await user.click(within(dialog).getByRole('button', { name: 'Reject and cancel order' }));
  expect(await screen.findByText('No prescriptions are waiting for review.')).toBeInTheDocument();
  expect(seen.reviews).toEqual([{ orderId: 'order-1-0000', decision: 'reject', reason: 'Not signed' }]);
});

it('approves with one press and the entry leaves the queue', async () => {
  const seen = network();
  const { user } = renderWithProviders(<PrescriptionQueue />, { preloadedState: admin() });
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(seen.reviews).toEqual([{ orderId: 'order-1-0000', decision: 'approve' }]));
  expect(await screen.findByText('No prescriptions are waiting for review.')).toBeInTheDocument();
});
