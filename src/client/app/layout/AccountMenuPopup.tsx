/** A signed-in user's menu (loaded when first opened): Dashboard by role, and Logout. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import RouterLink from '../../components/RouterLink';
import type { PopupProps } from '../../components/lazyPopup';
import { selectIsAdmin } from '../../session/authSlice';
import { useAppSelector } from '../../store/hooks';
import { useLogout } from './useLogout';

export type AccountMenuPopupProps = PopupProps & { anchor: HTMLElement | null; onClose: () => void };

export default function AccountMenuPopup({ open, anchor, onClose }: AccountMenuPopupProps) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  return (
    <Menu id="account-menu" anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-labelledby': 'account-button' } }}>
      <MenuItem component={RouterLink} to={isAdmin ? '/dashboard/admin' : '/dashboard/user'} onClick={onClose}>
        Dashboard
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
