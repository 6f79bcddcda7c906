/**
 * The Categories dropdown's button. The menu's code (MUI's Menu, Popover and Modal) loads when
 * the pointer or focus first reaches the button, so the first visit to a page doesn't carry it.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

const loadPopup = () => import('./CategoriesMenuPopup');
const CategoriesMenuPopup = lazy(loadPopup);

export default function CategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(!!anchor);
  return (
    <>
      <Button
        color="inherit"
        id="categories-button"
        aria-controls={anchor ? 'categories-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMore />}
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Categories
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CategoriesMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
