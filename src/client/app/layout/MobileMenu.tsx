/**
 * The collapsed navigation below 768 px: a menu button opening a drawer with the search box
 * and every link. The drawer's code loads when the button is first touched or focused.
 */
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <IconButton color="inherit" aria-label="Open menu" aria-expanded={open} onPointerDown={loadDrawer} onFocus={loadDrawer} onClick={() => setOpen(true)} edge="end">
        <MenuIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
