/** /dashboard/admin/prescriptions: the admin frame around the pharmacist's queue (features meet only in app/). */
import AdminShell from '../../features/admin/AdminShell';
import PrescriptionQueue from '../../features/prescriptions/PrescriptionQueue';

export default function AdminPrescriptionsPage() {
  return (
    <AdminShell title="Admin - Prescriptions" heading="Prescriptions to review">
      <PrescriptionQueue />
    </AdminShell>
  );
}
