/** Prescriptions and queue entries shaped as the API sends them, for the prescription tests. */
import type { Prescription, PrescriptionQueueEntry } from '../api/endpoints';
import { anOrder, aProduct } from './storefrontFactories';

export function aPrescription(n: number, overrides: Partial<Prescription> = {}): Prescription {
  return {
    _id: `rx${n}`,
    status: 'Pending review',
    patientName: 'Asha Rao',
    doctorName: 'Mehta',
    prescribedOn: '2026-03-01',
    createdAt: '2026-03-02T10:00:00.000Z',
    validUntil: null,
    reusable: false,
    reason: null,
    files: [{ _id: `f${n}`, kind: 'image', contentType: 'image/jpeg', bytes: 2048, width: 800, height: 600 }],
    reviewedAt: null,
    pharmacist: null,
    ...overrides,
  };
}

/** An approved prescription still valid, which checkout offers again. */
export const anApprovedPrescription = (n: number) =>
  aPrescription(n, {
    status: 'Approved',
    validUntil: '2026-09-01T10:00:00.000Z',
    reusable: true,
    reviewedAt: '2026-03-03T10:00:00.000Z',
    pharmacist: { name: 'R. Sharma', registrationNo: 'KA-12345' },
  });

/** An order with one Schedule H line waiting for review, as the queue sends it. */
export function aQueueEntry(n: number): PrescriptionQueueEntry {
  const product = aProduct(n, { rxRequired: true, schedule: 'H', name: `Amoxicillin ${n}` });
  return {
    order: anOrder({
      _id: `order-${n}-0000`,
      products: [{ ...product, quantity: 1 }],
      prescription: { status: 'Pending review', reason: null, reviewedAt: null, pharmacist: null, prescriptionIds: [`rx${n}`] },
    }),
    prescriptions: [aPrescription(n)],
    lines: [{ productId: product._id, name: product.name, schedule: 'H' }],
  };
}
