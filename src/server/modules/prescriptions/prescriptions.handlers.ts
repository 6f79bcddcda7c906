/**
 * Prescriptions: a shopper uploads and lists their own and reads their files; the pharmacist
 * (an administrator) works through the queue of orders waiting for review and decides. Files
 * go only to their owner or an administrator; anyone else gets the 404 of a missing id.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineHandlers } from '../../contract/operation-types';
import { badRequest, notFound } from '../../http-error';
import { ADMIN_ROLE } from '../../plugins/auth';
import { readOrder } from '../orders/order-status';
import { prescriptionShape } from './prescription-shape';
import * as prescriptions from './prescriptions.repository';
import { reviewPrescription } from './review-prescription';
import { uploadPrescription } from './upload-prescription';
import { pageWindow } from '../page-window';
import { keptPage } from '../orders/kept-pages';
import { QUEUE_SCOPE } from '../orders/kept-versions';
import { queueVersion } from '../orders/orders-version.repository';
import { queuePage } from './prescription-queue';

/**
 * A file is shown in the browser (inline), but under a CSP sandbox: even a PDF viewer or an
 * image opened on its own gets an opaque origin and no script, so nothing in a file can act
 * as the shop. nosniff keeps the browser to the declared type.
 */
const FILE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'same-origin',
};
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

async function orderDetails(request: FastifyRequest, orderId: string) {
  return [await readOrder(request.server.db, orderId)];
}

async function sendFile(request: FastifyRequest<{ Params: { prescriptionId: string; fileId: string } }>, reply: FastifyReply) {
  const { prescriptionId, fileId } = request.params;
  const user = request.user!;
  const file = await prescriptions.findFile(request.server.db, prescriptionId, fileId);
  if (!file || (file.user_id !== user.id && user.role !== ADMIN_ROLE)) throw notFound('Prescription file not found');
  return reply
    .headers({ ...FILE_HEADERS, 'Content-Disposition': `inline; filename="prescription-${fileId}.${EXTENSIONS[file.content_type]}"` })
    .type(file.content_type)
    .send(file.bytes);
}

export const prescriptionHandlers = defineHandlers({
  uploadPrescription: async (request, reply) => {
    const db = request.server.db;
    const id = await uploadPrescription(db, request.user!.id, request.body);
    const [row] = await prescriptions.findPrescriptions(db, [id]);
    reply.status(201);
    return { success: true, message: 'Prescription uploaded', prescription: prescriptionShape(row) };
  },

  listMyPrescriptions: async (request, reply) => {
    const db = request.server.db;
    const userId = request.user!.id;
    const [rows, total] = await Promise.all([
      prescriptions.findUsersPrescriptions(db, userId, pageWindow(request)),
      prescriptions.countUsersPrescriptions(db, userId),
    ]);
    reply.header('X-Total-Count', String(total));
    return rows.map(prescriptionShape);
  },

  getPrescriptionFile: sendFile,

  listPrescriptionQueue: async (request, reply) => {
    const db = request.server.db;
    const window = pageWindow(request);
    const key = `queue:${window.offset}:${window.limit}`;
    const version = await request.server.orderVersions.read(QUEUE_SCOPE, key, () => queueVersion(db, window));
    return keptPage(request, reply, key, version, () => queuePage(db, window));
  },

  reviewPrescription: async (request) => {
    const db = request.server.db;
    const { orderId } = request.params;
    const { decision, reason } = request.body;
    const trimmed = reason?.trim() ?? '';
    if (decision === 'reject' && !trimmed) throw badRequest("'reason' is required to reject a prescription");
    const review = decision === 'reject' ? { decision, reason: trimmed } : { decision };
    await reviewPrescription(db, { orderId, reviewerId: request.user!.id, pharmacy: request.server.config.pharmacy, ...review });
    if (decision === 'reject') request.server.invoiceIssuer.issue(orderId);
    const [order] = await orderDetails(request, orderId);
    return {
      success: true,
      message: decision === 'approve' ? 'Prescription approved' : 'Prescription rejected and order cancelled',
      order,
    };
  },

  getPharmacyDetails: async (request) => {
    const { pharmacistName, pharmacistRegistrationNo, licenceNo } = request.server.config.pharmacy;
    return { pharmacistName, pharmacistRegistrationNo, pharmacyLicenceNo: licenceNo };
  },
});
