/**
 * The cart icon with a small badge of the item count, hidden at zero. The badge is drawn here
 * rather than by MUI's Badge, whose code (1.5 KB gzipped) every first visit would download;
 * the button is IconButton's look on ButtonBase (barIconButtonSx.ts).
 */
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { selectCartCount } from '../../store/cartSlice';
import { useAppSelector } from '../../store/hooks';
import RouterLink from '../../components/RouterLink';
import { barIconButtonSx } from './barIconButtonSx';

/** Larger counts show as "99+", as MUI's Badge does: the badge stays small. */
const MAX_SHOWN = 99;

export default function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <ButtonBase
      component={RouterLink}
      to="/cart"
      centerRipple
      focusRipple
      sx={barIconButtonSx}
      aria-label={count ? `Cart, ${count} items` : 'Cart'}
    >
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ShoppingCartOutlined />
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              transform: 'translate(50%, -50%)',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              boxSizing: 'border-box',
              height: 18,
              minWidth: 18,
              px: 0.5,
              borderRadius: 9,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 11,
              fontWeight: 500,
              lineHeight: 1,
            }}
          >
            {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
          </Box>
        )}
      </Box>
    </ButtonBase>
  );
}
