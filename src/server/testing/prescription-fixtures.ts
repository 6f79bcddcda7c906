/** Prescriptions through the real API, for tests: upload one, place an order with it. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type FormFields, multipartBody } from './multipart';
import { postOrder } from './order-fixtures';
import type { TestUser } from './test-app';

export const smallJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 250, g: 250, b: 245 } } })
    .jpeg()
    .toBuffer();

/** POSTs an upload form as `user`; returns the raw answer. */
export async function postPrescription(app: FastifyInstance, user: TestUser, fields: FormFields) {
  const { payload, headers } = await multipartBody(fields);
  return app.inject({ method: 'POST', url: '/api/v1/prescriptions', payload, headers: { ...headers, authorization: user.token } });
}

/** Uploads a small photo as `user`; returns the prescription. */
export async function uploadPrescription(app: FastifyInstance, user: TestUser) {
  const res = await postPrescription(app, user, {
    file: { bytes: await smallJpeg(), filename: 'rx.jpg', type: 'image/jpeg' },
    patientName: 'Asha Rao',
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().prescription as { _id: string; files: { _id: string }[] };
}

/** Places an order of one unit of each product as `user`, naming the prescriptions. */
export function orderWith(app: FastifyInstance, user: TestUser, productIds: string[], prescriptionIds: string[] = []) {
  return postOrder(
    app,
    user,
    productIds.map((_id) => ({ _id })),
    { prescriptionIds },
  );
}
