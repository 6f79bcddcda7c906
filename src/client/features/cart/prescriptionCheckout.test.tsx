/**
 * Checkout with a prescription medicine in the cart: the line is marked, Place Order waits for
 * a prescription (uploaded with the token, or an earlier approved one), files are refused
 * before any upload when too large or not a photo or PDF, and a failed upload keeps the cart.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anOrder, aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import { anApprovedPrescription, aPrescription } from '../../testing/prescriptionFactories';
import { fakeQuotes } from '../../testing/quoteFake';
import type { Product } from '../../api/endpoints';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';

// Each test types, uploads and orders through MUI on a shared two-core machine: several seconds each.
jest.setTimeout(20_000);

const PLACE = { name: 'Place Order (Cash on Delivery)' };
const rxMedicine = aProduct(1, { name: 'Amoxicillin 500', rxRequired: true, schedule: 'H' });
const shopper = (items = [rxMedicine, aProduct(2)]) =>
  preloaded({ cart: { items }, auth: { user: aUser({ address: '12 MG Road, Bengaluru' }), token: 'tok-1' } });
const confirmation = [{ path: '/dashboard/user/orders/:orderId', element: <p>Order confirmation</p> }];

/** The review step (/checkout) for these cart items, priced by the quote stand-in. */
function openCheckout(items: Product[] = [rxMedicine, aProduct(2)]) {
  fakeQuotes(items);
  return renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: shopper(items), routes: confirmation });
}

/** Place Order, once the quote is in and the prescription step (if any) is satisfied. */
const placeOrderButton = () => screen.getByRole('button', PLACE);

const photo = (name = 'prescription.jpg', bytes = 2048, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

/** GET /api/v1/prescriptions answers `earlier`; each upload answers the next of `uploads`; orders are recorded. */
function network(earlier = [aPrescription(7)], uploads: (() => Response)[] = []) {
  const seen = { uploads: [] as { authorization: string | null; files: number; patientName: unknown }[], orders: [] as unknown[] };
  server.use(
    http.get('/api/v1/prescriptions', () => HttpResponse.json(earlier)),
    http.post('/api/v1/prescriptions', async ({ request }) => {
      const form = await request.formData();
      seen.uploads.push({
        authorization: request.headers.get('authorization'),
        files: form.getAll('file').length,
        patientName: form.get('patientName'),
      });
      return uploads[seen.uploads.length - 1]();
    }),
    http.post('/api/v1/products/create', async ({ request }) => {
      seen.orders.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Order placed', order: anOrder({ _id: 'order-1' }) }, { status: 201 });
    }),
  );
  return seen;
}

const stored = () =>
  HttpResponse.json({ success: true, message: 'Prescription uploaded', prescription: aPrescription(9) }, { status: 201 });

it('marks the prescription line and keeps Place Order disabled until a prescription is uploaded, then sends its id', async () => {
  const seen = network([], [stored]);
  fakeQuotes([rxMedicine, aProduct(2)]);
  const cart = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: shopper() });
  const line = screen.getByText('Amoxicillin 500').closest('li')!;
  expect(line).toHaveTextContent('Prescription required');
  expect(screen.getByText('Product 2').closest('li')).not.toHaveTextContent('Prescription required');
  cart.unmount();

  const { user } = openCheckout();
  await screen.findByLabelText('Choose prescription files');
  expect(placeOrderButton()).toBeDisabled();

  await user.upload(screen.getByLabelText('Choose prescription files'), photo());
  await user.type(screen.getByLabelText('Patient name (optional)'), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Upload prescription' }));
  expect(await screen.findByText(/Prescription uploaded \(1 file\)/)).toBeInTheDocument();
  expect(seen.uploads).toEqual([{ authorization: 'tok-1', files: 1, patientName: 'Asha Rao' }]);

  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
  await user.click(placeOrderButton());
  expect(await screen.findByText('Order confirmation')).toBeInTheDocument();
  expect(seen.orders).toEqual([expect.objectContaining({ prescriptionIds: ['rx9'] })]);
});

it('refuses a file over 10 MB and one that is neither a photo nor a PDF before uploading anything', async () => {
  const seen = network([]);
  const { user } = openCheckout();
  const input = await screen.findByLabelText('Choose prescription files');
  await user.upload(input, photo('scan.jpg', 10 * 1024 * 1024 + 1));
  expect(screen.getByText('"scan.jpg" is larger than 10 MB. Take a smaller photo or scan it at a lower resolution.')).toBeInTheDocument();
  // The chooser's "All files" lets a shopper pick anything, whatever `accept` says: the check must catch it.
  await userEvent.setup({ applyAccept: false }).upload(input, photo('report.docx', 100, 'application/msword'));
  expect(screen.getByText('"report.docx" is not a photo or PDF. Choose a JPEG, PNG, WebP or HEIC photo, or a PDF.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload prescription' })).toBeDisabled();
  expect(screen.getByRole('button', PLACE)).toBeDisabled();
  expect(seen.uploads).toEqual([]);
});

it('shows why an upload failed, keeps the cart and the files, and uploads again on Try again', async () => {
  const refused = () => HttpResponse.json({ success: false, message: 'Something went wrong on our side.' }, { status: 500 });
  const seen = network([], [refused, stored]);
  const { user, store } = openCheckout();
  await user.upload(await screen.findByLabelText('Choose prescription files'), [photo('a.jpg'), photo('b.pdf', 500, 'application/pdf')]);
  await user.click(screen.getByRole('button', { name: 'Upload prescription' }));
  expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(2);
  expect(screen.getByRole('button', PLACE)).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/Prescription uploaded/)).toBeInTheDocument();
  expect(seen.uploads.map((u) => u.files)).toEqual([2, 2]);
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
});

it('offers only earlier prescriptions that are approved and still valid, and Place Order sends the one picked', async () => {
  const expired = aPrescription(5, { status: 'Approved', validUntil: '2025-01-01T00:00:00.000Z', reusable: false });
  const seen = network([anApprovedPrescription(4), expired, aPrescription(6)]);
  const { user } = openCheckout();
  await user.click(await screen.findByRole('button', { name: 'Use an earlier one' }));
  const choices = within(screen.getByRole('group', { name: 'Earlier prescriptions' })).getAllByRole('button');
  expect(choices).toHaveLength(1);
  expect(choices[0]).toHaveTextContent('Dr Mehta, for Asha Rao');
  expect(screen.getByRole('button', PLACE)).toBeDisabled();
  await user.click(choices[0]);
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
  await user.click(placeOrderButton());
  await waitFor(() => expect(seen.orders).toEqual([expect.objectContaining({ prescriptionIds: ['rx4'] })]));
});

it('asks nothing and sends no prescriptionIds when no line needs a prescription', async () => {
  const seen = network();
  const { user } = openCheckout([aProduct(2)]);
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
  expect(screen.queryByRole('heading', { name: 'Prescription' })).not.toBeInTheDocument();
  await user.click(placeOrderButton());
  await waitFor(() => expect(seen.orders).toHaveLength(1));
  expect(seen.orders[0]).not.toHaveProperty('prescriptionIds');
});
