/**
 * The collapsed navigation below 768 px: a menu button opening a drawer with the search box
 * and every link. The drawer's code loads when the button is first touched or focused.
 */
import MenuIcon from '@mui/icons-material/Menu';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { lazyPopup } from '../../components/lazyPopup';
import { barIconButtonSx } from './barIconButtonSx';

const { load: loadDrawer, Popup: MobileMenuDrawer } = lazyPopup(() => import('./MobileMenuDrawer'));

export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        // At the bar's end, as IconButton's edge="end": the icon lines up with the bar's padding.
        sx={[barIconButtonSx, { mr: -1.5 }]}
        aria-label="Open menu"
        aria-expanded={open}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </ButtonBase>
      <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
