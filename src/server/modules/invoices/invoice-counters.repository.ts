/** The invoices module's own table: the last invoice number given in each financial year. */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The next serial of the financial year. The upsert locks the year's row until the caller's
 * transaction ends, so concurrent orders queue here and a rolled-back order gives its number
 * back: the series has no gaps and no repeats.
 */
export async function takeNextSerial(trx: Transaction<Database>, financialYear: string): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}
