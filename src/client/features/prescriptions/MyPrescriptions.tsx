/** The shopper's prescriptions, newest first: the body of /dashboard/user/prescriptions. */
import { useListMyPrescriptionsQuery } from '../../api/endpoints';
import LoadedList from '../../components/LoadedList';
import PrescriptionCard from './PrescriptionCard';

/** The most the page shows; a shopper rarely has more. */
const SHOWN = 100;

export default function MyPrescriptions() {
  const { data = [], isLoading, error } = useListMyPrescriptionsQuery({ page: 1, perPage: SHOWN });
  return (
    <LoadedList
      items={data}
      isLoading={isLoading}
      error={error}
      failure="Failed to fetch prescriptions."
      empty="You haven't uploaded any prescriptions yet."
      loadingLabel="Loading prescriptions"
    >
      {(prescription) => <PrescriptionCard key={prescription._id} prescription={prescription} />}
    </LoadedList>
  );
}
