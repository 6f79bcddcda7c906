/**
 * Register and Login for visitors; for a signed-in user a button with their name (or e-mail)
 * opening Dashboard and Logout. The menu's code loads when the pointer or focus first reaches
 * the button.
 */
import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import RouterLink from '../../components/RouterLink';
import { selectUser } from '../../session/authSlice';
import { useAppSelector } from '../../store/hooks';
import { lazyPopup } from '../../components/lazyPopup';

const { load: loadPopup, Popup: AccountMenuPopup } = lazyPopup(() => import('./AccountMenuPopup'));

export default function AccountMenu() {
  const user = useAppSelector(selectUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    return (
      <>
        {/* The class lets a signed-in shopper's first paint (signed out: app/firstPaint.tsx) hide these two. */}
        <Button color="inherit" component={RouterLink} to="/register" className="signed-out-account">
          Register
        </Button>
        <Button color="inherit" component={RouterLink} to="/login" className="signed-out-account">
          Login
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        id="account-button"
        startIcon={<AccountCircle />}
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220, '& .name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      >
        <span className="name">{user.name || user.email}</span>
      </Button>
      <AccountMenuPopup open={!!anchor} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
