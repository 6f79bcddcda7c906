/**
 * One product in the admin list: the card opens the edit page; Edit and Delete below it. The
 * MRP is always shown (an admin checks it against the pack) and the Rx mark on prescription medicines.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import RouterLink from '../../../components/RouterLink';
import type { Product } from '../../../api/endpoints';
import ProductPhoto from '../../../components/ProductPhoto';
import RxBadge from '../../../components/RxBadge';
import { cutText, DESCRIPTION_CUT, formatPrice } from '../../../../shared/format';

export type AdminProductCardProps = {
  product: Product;
  onDelete: (product: Product) => void;
  busy: boolean;
  eager?: boolean;
};

export default function AdminProductCard({ product, onDelete, busy, eager }: AdminProductCardProps) {
  const editPath = `/dashboard/admin/products/${product.slug}`;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={editPath}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ProductPhoto product={product} size="card" eager={eager} />
        <CardContent sx={{ flexGrow: 1, p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, mb: 0.5, overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
            {cutText(product.description, DESCRIPTION_CUT.adminList)}
          </Typography>
          <Typography component="div" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <Box component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
              {formatPrice(product.price)}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              MRP {formatPrice(product.mrp)}
            </Box>
            {product.rxRequired && <RxBadge sx={{ ml: 'auto' }} />}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions
        disableSpacing
        sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, pt: 0, gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 auto' } }}
      >
        <Button component={RouterLink} to={editPath} variant="outlined" size="small" aria-label={`Edit ${product.name}`}>
          Edit
        </Button>
        <Button
          color="error"
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={() => onDelete(product)}
          aria-label={`Delete ${product.name}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
