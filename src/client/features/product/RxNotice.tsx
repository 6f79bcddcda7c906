/** What a shopper must know before buying a prescription medicine (Schedule H or H1). */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Product } from '../../api/endpoints';
import { RX_LABEL } from '../../components/RxBadge';

export type RxNoticeProps = { product: Pick<Product, 'schedule'> };

export default function RxNotice({ product }: RxNoticeProps) {
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>{RX_LABEL}</AlertTitle>
      This is a Schedule {product.schedule} medicine: it is sold only against a valid prescription from a registered medical practitioner,
      which you will need to provide before your order is dispensed.
    </Alert>
  );
}
