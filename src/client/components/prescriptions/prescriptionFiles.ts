/**
 * What checkout accepts as a prescription before anything is sent: one to five photos or PDFs of
 * at most 10 MB each, the server's own limits, checked here so a shopper on a slow connection
 * learns at once instead of after uploading 40 MB. The server judges the bytes again.
 */
export const MAX_PRESCRIPTION_FILES = 5;
export const MAX_PRESCRIPTION_FILE_BYTES = 10 * 1024 * 1024;

/** The input's accept list: phone photos (HEIC from iPhones) and PDFs. */
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

const ACCEPTED_TYPES = new Set(PRESCRIPTION_ACCEPT.split(','));
// Some browsers give HEIC photos (and files from some file managers) no type: judge those by name.
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

const isAccepted = (file: File) =>
  file.type ? ACCEPTED_TYPES.has(file.type) || file.type === 'image/heif' : ACCEPTED_EXTENSIONS.test(file.name);

/** Why these files cannot be uploaded, in words for the shopper; null when they can. */
export function prescriptionFilesProblem(files: readonly File[]): string | null {
  if (files.length === 0) return 'Choose a photo or PDF of your prescription.';
  if (files.length > MAX_PRESCRIPTION_FILES) return `Choose at most ${MAX_PRESCRIPTION_FILES} files.`;
  const wrongType = files.find((file) => !isAccepted(file));
  if (wrongType) return `"${wrongType.name}" is not a photo or PDF. Choose a JPEG, PNG, WebP or HEIC photo, or a PDF.`;
  const tooBig = files.find((file) => file.size > MAX_PRESCRIPTION_FILE_BYTES);
  if (tooBig) return `"${tooBig.name}" is larger than 10 MB. Take a smaller photo or scan it at a lower resolution.`;
  return null;
}
