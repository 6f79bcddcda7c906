/** The Categories dropdown's list (loaded when first opened): all categories, then each category by name. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import RouterLink from '../../components/RouterLink';
import type { PopupProps } from '../../components/lazyPopup';
import { useNavCategories } from './useNavCategories';

export type CategoriesMenuPopupProps = PopupProps & { anchor: HTMLElement | null; onClose: () => void };

export default function CategoriesMenuPopup({ open, anchor, onClose }: CategoriesMenuPopupProps) {
  const categories = useNavCategories();
  return (
    <Menu
      id="categories-menu"
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'categories-button' } }}
    >
      <MenuItem component={RouterLink} to="/categories" onClick={onClose}>
        All Categories
      </MenuItem>
      {categories.map((category) => (
        <MenuItem key={category._id} component={RouterLink} to={`/category/${category.slug}`} onClick={onClose}>
          {category.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
