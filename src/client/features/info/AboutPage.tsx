/** /about: the store's story. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandedTitle, storeName } from '../../config/brand';
import InfoPage from './InfoPage';
import StoreIllustration from './StoreIllustration';

export default function AboutPage() {
  const name = storeName();
  return (
    <InfoPage title="About Us" metaTitle={brandedTitle('About us')}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}>
        <StoreIllustration />
        <Box>
          <Typography>
            {name} began as a neighbourhood chemist's counter with one promise: the right medicine, genuine and fairly priced, for every
            family that walks in. Today we bring that same counter to your phone.
          </Typography>
          <Typography sx={{ mt: 2 }}>
            Our pharmacists source every product from licensed distributors, check expiry dates before anything is packed, and deliver
            across India. You pay in rupees, in cash, when your order reaches your door.
          </Typography>
          <Typography sx={{ mt: 2 }}>
            From everyday pain relief and vitamins to baby care and first aid, we keep the essentials in stock so that a trip to the chemist
            never has to wait.
          </Typography>
        </Box>
      </Box>
    </InfoPage>
  );
}
