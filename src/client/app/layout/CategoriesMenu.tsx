/** The Categories dropdown: all categories, then each loaded category by name. */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNavCategories } from './useNavCategories';

export default function CategoriesMenu() {
  const categories = useNavCategories();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id="categories-button"
        aria-controls={anchor ? 'categories-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMore />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Categories
      </Button>
      <Menu id="categories-menu" anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ list: { 'aria-labelledby': 'categories-button' } }}>
        <MenuItem component={RouterLink} to="/categories" onClick={close}>
          All Categories
        </MenuItem>
        {categories.map((category) => (
          <MenuItem key={category._id} component={RouterLink} to={`/category/${category.slug}`} onClick={close}>
            {category.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
