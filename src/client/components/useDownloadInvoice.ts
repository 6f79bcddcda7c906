/**
 * Downloads an order's tax invoice. A plain link cannot carry the token (it is a header, not a
 * cookie), so the PDF is fetched with it, turned into a blob URL and saved under the name the
 * server gives in Content-Disposition.
 */
import { useState } from 'react';
import { useAppSelector } from '../store/hooks';
import { failureMessage } from './failureMessage';
import { useNotify } from './useNotify';

/** The file name in `attachment; filename="INV-26-27-000123.pdf"`, or a fallback. */
export function invoiceFileName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

export function useDownloadInvoice() {
  const token = useAppSelector((state) => state.auth.token);
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);

  const download = async (orderId: string) => {
    setDownloading(true);
    try {
      const response = await fetch(`/api/v1/auth/orders/${orderId}/invoice`, { headers: { Authorization: token } });
      if (!response.ok) {
        const data: unknown = await response.json().catch(() => undefined);
        return notify.error(failureMessage({ status: response.status, data }, 'Failed to get the invoice.'));
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = invoiceFileName(response.headers.get('Content-Disposition'), `invoice-${orderId.slice(0, 8)}.pdf`);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the browser has started saving it.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to get the invoice.', 'Could not reach the shop to get the invoice. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
