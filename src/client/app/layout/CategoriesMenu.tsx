/**
 * The Categories dropdown's button. The menu's code (MUI's Menu, Popover and Modal) loads when
 * the pointer or focus first reaches the button, so the first visit to a page doesn't carry it.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { lazyPopup } from '../../components/lazyPopup';

const { load: loadPopup, Popup: CategoriesMenuPopup } = lazyPopup(() => import('./CategoriesMenuPopup'));

export default function CategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <CategoriesMenuPopup open={!!anchor} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
