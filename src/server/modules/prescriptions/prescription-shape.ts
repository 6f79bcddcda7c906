/** The one place prescription rows become the contract's `Prescription`. */
import type { Schema } from '../../contract/operation-types';
import type { FileMeta, PrescriptionRecord } from './prescriptions.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function fileShape(file: FileMeta): Schema<'PrescriptionFile'> {
  return {
    _id: file.id,
    kind: file.kind,
    contentType: file.content_type as Schema<'PrescriptionFile'>['contentType'],
    bytes: file.size,
    ...(file.width !== null && file.height !== null ? { width: file.width, height: file.height } : {}),
    ...(file.pages !== null ? { pages: file.pages } : {}),
  };
}

export function prescriptionShape(row: PrescriptionRecord): Schema<'Prescription'> {
  return {
    _id: row.id,
    status: row.status,
    patientName: row.patient_name,
    doctorName: row.doctor_name,
    prescribedOn: row.prescribed_on,
    createdAt: iso(row.created_at)!,
    validUntil: iso(row.valid_until),
    reusable: row.reusable,
    reason: row.reason,
    files: row.files.map(fileShape),
    reviewedAt: iso(row.reviewed_at),
    pharmacist: row.pharmacist_name !== null ? { name: row.pharmacist_name, registrationNo: row.pharmacist_reg_no ?? '' } : null,
  };
}
