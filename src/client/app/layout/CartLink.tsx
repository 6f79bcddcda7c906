/** The cart icon with a small badge of the item count, hidden at zero. */
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { selectCartCount } from '../../store/cartSlice';
import { useAppSelector } from '../../store/hooks';

export default function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <IconButton component={RouterLink} to="/cart" color="inherit" aria-label={count ? `Cart, ${count} items` : 'Cart'}>
      <Badge
        badgeContent={count}
        invisible={count === 0}
        color="secondary"
        sx={{ '& .MuiBadge-badge': { fontSize: 11, height: 18, minWidth: 18 } }}
      >
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
