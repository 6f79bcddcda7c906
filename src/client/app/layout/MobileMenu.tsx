/**
 * The collapsed navigation below 768 px: a menu button opening a drawer with the search box
 * and every link. The drawer's code loads when the button is first touched or focused.
 */
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { lazyPopup } from '../../components/lazyPopup';

const { load: loadDrawer, Popup: MobileMenuDrawer } = lazyPopup(() => import('./MobileMenuDrawer'));

export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-expanded={open}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => setOpen(true)}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
