/** The shopper's earlier prescriptions that may be used again: approved and still valid (the server's `reusable`). */
import { useListMyPrescriptionsQuery } from '../../api/endpoints';

/** How many of the newest prescriptions checkout looks through; a shopper rarely has more. */
const LOOKED_AT = 50;

export function useReusablePrescriptions(skip: boolean) {
  const { data = [] } = useListMyPrescriptionsQuery({ page: 1, perPage: LOOKED_AT }, { skip });
  return data.filter((prescription) => prescription.reusable);
}
