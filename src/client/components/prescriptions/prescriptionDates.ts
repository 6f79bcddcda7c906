/** Dates on prescriptions as the pages show them: "5 Mar 2026", in the browser's time zone. */
import dayjs from 'dayjs';

/** A date (YYYY-MM-DD) or date-time as "5 Mar 2026"; null stays null. */
export function formatPrescriptionDate(date: string | null | undefined): string | null {
  return date ? dayjs(date).format('D MMM YYYY') : null;
}

/** Today as YYYY-MM-DD in the browser's time zone: the latest date a prescription may carry. */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}
