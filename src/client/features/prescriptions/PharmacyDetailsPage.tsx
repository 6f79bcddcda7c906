/** /pharmacy: who dispenses, under which licence, and how prescriptions are checked. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetPharmacyDetailsQuery } from '../../api/endpoints';
import PageMeta from '../../components/PageMeta';
import { brandedTitle, storeName } from '../../config/brand';

export default function PharmacyDetailsPage() {
  const { data, isError } = useGetPharmacyDetailsQuery();
  const rows: [string, string | undefined][] = [
    ['Pharmacist in charge', data?.pharmacistName],
    ['Pharmacist registration number', data?.pharmacistRegistrationNo],
    ['Pharmacy licence number', data?.pharmacyLicenceNo],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, maxWidth: 960, mx: 'auto', '& p': { lineHeight: 1.7 } }}>
      <PageMeta title={brandedTitle('Pharmacy details')} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Pharmacy details
      </Typography>
      {isError && <Typography sx={{ color: 'error.main' }}>The pharmacy's details could not be loaded. Please try again later.</Typography>}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 280px) 1fr' }, gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value ?? (isError ? '—' : <Skeleton width={160} />)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Prescription medicines
      </Typography>
      <Typography>
        {storeName()} sells Schedule H and H1 medicines only against a registered doctor's prescription. Upload it at checkout; the
        pharmacist named above checks every prescription before an order is packed, and the order is cancelled with the reason if it cannot
        be accepted. Prescriptions are kept confidential and shown only to you and our pharmacist.
      </Typography>
    </Paper>
  );
}
