/**
 * A prescription file as a blob: URL the page can show. The file needs the token (it is never
 * public), so <img src> or <iframe src> cannot fetch it themselves: it is fetched here with the
 * Authorization header and handed over as an object URL, revoked when the view goes away.
 */
import { useEffect, useState } from 'react';
import { useSession } from '../../session/useSession';

export type FileUrlState = { url: string | null; failed: boolean };

export function usePrescriptionFileUrl(prescriptionId: string, fileId: string): FileUrlState {
  const { token } = useSession();
  const [state, setState] = useState<FileUrlState>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(`/api/v1/prescriptions/${encodeURIComponent(prescriptionId)}/files/${encodeURIComponent(fileId)}`, {
      headers: token ? { Authorization: token } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [prescriptionId, fileId, token]);
  return state;
}
