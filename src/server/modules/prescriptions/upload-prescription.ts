/**
 * Reads an upload form: one to five files (the contract's multipart limits already cap their
 * number and size), each checked by its bytes (image-file.ts, pdf-file.ts), and the optional
 * fields. Every file is checked before anything is stored, so a refusal stores nothing.
 */
import type { Kysely } from 'kysely';
import type { Schema } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-error';
import type { CheckedFile } from './checked-file';
import { checkedImage } from './image-file';
import { checkedPdf, isPdf } from './pdf-file';
import { insertPrescription } from './prescriptions.repository';

/** The form as openapi.yaml declares it; multipart's `keyValues` mode hands files over as bytes. */
export type UploadForm = Omit<Schema<'PrescriptionUploadForm'>, 'file'> & { file?: Buffer | string | (Buffer | string)[] };

const MAX_FILES = 5;

function filesOf(form: UploadForm): Buffer[] {
  const parts = form.file === undefined ? [] : Array.isArray(form.file) ? form.file : [form.file];
  if (parts.length === 0) throw badRequest("'file' is required: send one to five files");
  if (parts.length > MAX_FILES) throw badRequest(`At most ${MAX_FILES} files may be sent`);
  return parts.map((part, i) => {
    if (typeof part === 'string' || part.length === 0) throw badRequest(`File ${i + 1} must be sent as a non-empty file`);
    return part;
  });
}

/** YYYY-MM-DD (the contract checked the format), not after today in India. */
function prescribedOn(value: string | undefined): string | null {
  if (value === undefined) return null;
  const todayInIndia = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  if (value > todayInIndia) throw badRequest("'prescribedOn' must not be in the future");
  return value;
}

const text = (value: string | undefined) => (value ?? '').trim();

async function checkedFile(bytes: Buffer, position: number): Promise<CheckedFile> {
  const label = `File ${position + 1}`;
  return isPdf(bytes) ? checkedPdf(bytes, label) : checkedImage(bytes, label);
}

/** Checks every file, then stores the prescription and its files in one transaction; returns its id. */
export async function uploadPrescription(db: Kysely<Database>, userId: string, form: UploadForm): Promise<string> {
  const parts = filesOf(form);
  const fields = {
    userId,
    patientName: text(form.patientName),
    doctorName: text(form.doctorName),
    prescribedOn: prescribedOn(form.prescribedOn),
  };
  const files: CheckedFile[] = [];
  // One at a time: each may decode a large photo, and a refusal stops the rest.
  for (const [i, bytes] of parts.entries()) files.push(await checkedFile(bytes, i));
  return db.transaction().execute((trx) => insertPrescription(trx, fields, files));
}
