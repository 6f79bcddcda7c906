/**
 * The GSTIN, India's 15-character GST registration number: the 2-digit state code, the
 * holder's PAN (5 letters, 4 digits, 1 letter), the registration's number within the PAN
 * (1-9 or A-Z), 'Z', and a check character (GSTN's mod-36 scheme, Luhn-like over base 36).
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** Whether `value` is a well-formed GSTIN whose check character is right. */
export function isGstin(value: string): boolean {
  return SHAPE.test(value) && gstinCheckCharacter(value) === value[14];
}
