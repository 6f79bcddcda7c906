/** The pharmacist's queue, oldest order first: the body of /dashboard/admin/prescriptions. */
import { useListPrescriptionQueueQuery } from '../../api/endpoints';
import LoadedList from '../../components/LoadedList';
import QueueEntry from './QueueEntry';

/** Orders shown at once: each carries photos and PDFs, so a long page would fetch a lot. */
const SHOWN = 10;

export default function PrescriptionQueue() {
  const { data = [], isLoading, error } = useListPrescriptionQueueQuery({ page: 1, perPage: SHOWN });
  return (
    <LoadedList
      items={data}
      isLoading={isLoading}
      error={error}
      failure="Failed to fetch the prescription queue."
      empty="No prescriptions are waiting for review."
      loadingLabel="Loading prescriptions"
      spacing={3}
    >
      {(entry) => <QueueEntry key={entry.order._id} entry={entry} />}
    </LoadedList>
  );
}
