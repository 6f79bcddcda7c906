/** /dashboard/user/prescriptions: the account's frame around the prescriptions feature's list (features meet only in app/). */
import AccountShell from '../../features/account/AccountShell';
import MyPrescriptions from '../../features/prescriptions/MyPrescriptions';

export default function MyPrescriptionsPage() {
  return (
    <AccountShell title="My Prescriptions">
      <MyPrescriptions />
    </AccountShell>
  );
}
