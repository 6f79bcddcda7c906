/** "Invoice": downloads the order's GST tax invoice (PDF). */
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { useDownloadInvoice } from './useDownloadInvoice';

export type InvoiceButtonProps = { orderId: string; label?: string };

export default function InvoiceButton({ orderId, label }: InvoiceButtonProps) {
  const { download, downloading } = useDownloadInvoice();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<ReceiptLongOutlined />}
      disabled={downloading}
      onClick={() => void download(orderId)}
      aria-label={label}
    >
      Invoice
    </Button>
  );
}
