/** /contact: how to reach the store. */
import Call from '@mui/icons-material/Call';
import Email from '@mui/icons-material/Email';
import LocationOn from '@mui/icons-material/LocationOn';
import Smartphone from '@mui/icons-material/Smartphone';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import InfoPage from './InfoPage';
import { brandedTitle } from '../../config/brand';

const EMAIL = 'care@pharmacy.example';

export default function ContactPage() {
  const rows = [
    { icon: <Call />, label: 'Telephone', value: <Link href="tel:+918041234567">080 4123 4567</Link> },
    { icon: <Smartphone />, label: 'Phone', value: <Link href="tel:+919876501234">+91 98765 01234</Link> },
    { icon: <Email />, label: 'E-mail', value: <Link href={`mailto:${EMAIL}`}>{EMAIL}</Link> },
    { icon: <LocationOn />, label: 'Address', value: '14 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025' },
  ];
  return (
    <InfoPage title="Contact Us" metaTitle={brandedTitle('Contact us')}>
      <Typography>Questions about an order or a medicine? Our pharmacists answer every day from 9 am to 9 pm.</Typography>
      <List>
        {rows.map((row) => (
          <ListItem key={row.label} disableGutters>
            <ListItemIcon sx={{ color: 'primary.main' }}>{row.icon}</ListItemIcon>
            <ListItemText
              primary={row.label}
              secondary={row.value}
              slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </InfoPage>
  );
}
