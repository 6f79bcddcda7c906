/** Words for a medicine's facts on its page: what one unit is called and when the batch expires. */
import type { DosageForm } from '../../api/endpoints';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "tablet" and "capsule" are counted as such; every other form's units (ml, g, doses...) are "unit". */
export function unitName(form: DosageForm): string {
  return form === 'tablet' || form === 'capsule' ? form : 'unit';
}

/** "2027-03" → "Expires Mar 2027"; null for a month the contract would not send. */
export function expiryText(expiresOn: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(expiresOn);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `Expires ${month} ${match[1]}` : null;
}
