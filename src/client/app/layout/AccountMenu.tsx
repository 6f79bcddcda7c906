/** Register and Login for visitors; for a signed-in user their name (or e-mail) opening Dashboard and Logout. */
import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsAdmin, selectUser } from '../../features/auth/authSlice';
import { useAppSelector } from '../hooks';
import { useLogout } from './useLogout';

export default function AccountMenu() {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  if (!user) {
    return (
      <>
        <Button color="inherit" component={RouterLink} to="/register">
          Register
        </Button>
        <Button color="inherit" component={RouterLink} to="/login">
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220, '& .name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      >
        <span className="name">{user.name || user.email}</span>
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ list: { 'aria-labelledby': 'account-button' } }}>
        <MenuItem component={RouterLink} to={isAdmin ? '/dashboard/admin' : '/dashboard/user'} onClick={close}>
          Dashboard
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
