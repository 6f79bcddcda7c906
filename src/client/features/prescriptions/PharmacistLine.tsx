/**
 * The footer's line naming the pharmacist in charge and the licence, as the draft e-pharmacy
 * rules ask every page to. Fetched after the first paint (a few hundred bytes), so the home
 * page's first download does not grow; the footer sits below the fold, so nothing shifts.
 */
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';
import { useGetPharmacyDetailsQuery } from '../../api/endpoints';

export default function PharmacistLine() {
  const { data } = useGetPharmacyDetailsQuery();
  if (!data) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1, '& a': { color: 'inherit' } }}>
      Pharmacist in charge: {data.pharmacistName} (Reg. No. {data.pharmacistRegistrationNo}) · Licence No. {data.pharmacyLicenceNo} ·{' '}
      <RouterLink to="/pharmacy">Pharmacy details</RouterLink>
    </Typography>
  );
}
