/** The shop's name and mark, linking home. */
import LocalPharmacy from '@mui/icons-material/LocalPharmacy';
import Box from '@mui/material/Box';
import RouterLink from '../../components/RouterLink';
import { storeName } from '../../config/brand';

export default function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: { xs: '1.05rem', md: '1.2rem' },
        whiteSpace: 'nowrap',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid #ffb300', outlineOffset: 2 },
      }}
    >
      <LocalPharmacy aria-hidden />
      {storeName()}
    </Box>
  );
}
