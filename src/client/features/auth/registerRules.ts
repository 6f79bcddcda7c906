/**
 * What the registration form checks before it sends anything, one plain message per field.
 * The server stays the authority (an e-mail already taken, say); these only spare the shopper
 * a round trip and a toast of raw schema text. Limits follow openapi.yaml's RegisterRequest.
 */
export type RegisterField = 'name' | 'email' | 'password' | 'phone' | 'address' | 'answer';

export const REGISTER_FIELDS: RegisterField[] = ['name', 'email', 'password', 'phone', 'address', 'answer'];

const EARLIEST_BIRTH_YEAR = 1900;

/** The 10 digits of an Indian mobile number typed with spaces or dashes, +91, 91 or 0 before it. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;
const mobileDigits = (value: string) => INDIAN_MOBILE.exec(value.replace(/[\s-]/g, ''))?.[1];

/** The number as the store keeps it: "+91 98765 43210". */
export function normalisePhone(value: string): string {
  const digits = mobileDigits(value);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : value;
}

const rules: Record<RegisterField, (value: string) => string | undefined> = {
  name: (v) => (v.trim() ? undefined : 'Please enter your name.'),
  email: (v) =>
    !v.trim()
      ? 'Please enter your e-mail address.'
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())
        ? undefined
        : 'Enter an e-mail address like name@example.com.',
  password: (v) =>
    v.length < 8 ? 'Use at least 8 characters for your password.' : v.length > 128 ? 'Use at most 128 characters.' : undefined,
  phone: (v) => (mobileDigits(v) ? undefined : 'Enter a 10-digit Indian mobile number, e.g. 98765 43210 (+91 is optional).'),
  address: (v) => (v.trim() ? (v.length > 500 ? 'Keep the address under 500 characters.' : undefined) : 'Please enter your address.'),
  answer: (v) => {
    const year = Number(v);
    const thisYear = new Date().getFullYear();
    return /^\d{4}$/.test(v.trim()) && year >= EARLIEST_BIRTH_YEAR && year <= thisYear
      ? undefined
      : `Enter the year you were born, between ${EARLIEST_BIRTH_YEAR} and ${thisYear}.`;
  },
};

/** The field's problem in plain words, or undefined when it is fine. */
export function registerFieldError(field: RegisterField, value: string): string | undefined {
  return rules[field](value);
}

/**
 * The field a server refusal is about, when the form can show it there: the contract's
 * "'phone' must ..." messages name it, and a taken address is the e-mail's.
 */
export function fieldOfServerMessage(message: string): RegisterField | undefined {
  const named = /^'(\w+)'/.exec(message)?.[1];
  if (named && (REGISTER_FIELDS as string[]).includes(named)) return named as RegisterField;
  return /e-?mail/i.test(message) ? 'email' : undefined;
}
