/**
 * Sends a prescription (files and optional fields) to POST /api/v1/prescriptions with the
 * token, reporting progress. XMLHttpRequest rather than RTK Query, because fetch reports no
 * upload progress and a phone photo on a slow connection takes long enough to need a bar.
 * The lists that show prescriptions are refetched after a success through the API's cache tags.
 */
import { useCallback, useRef, useState } from 'react';
import { api, type Prescription } from '../../api/endpoints';
import { useAppDispatch } from '../../store/hooks';
import { useSession } from '../../session/useSession';

export type PrescriptionFields = { patientName: string; doctorName: string; prescribedOn: string };

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done'; prescription: Prescription };

const UPLOAD_URL = '/api/v1/prescriptions';
const NO_ANSWER = 'The upload did not finish. Check your connection and try again.';

function formOf(files: readonly File[], fields: PrescriptionFields): FormData {
  const form = new FormData();
  // Text parts first: the server reads them before the files it has to check.
  for (const [name, value] of Object.entries(fields)) if (value.trim()) form.append(name, value.trim());
  for (const file of files) form.append('file', file, file.name);
  return form;
}

/** The server's { message } when it sent one, else a sentence for the status. */
function refusal(xhr: XMLHttpRequest): string {
  try {
    const message = (JSON.parse(xhr.responseText) as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not the API's JSON (a proxy's error page): fall through to the generic sentence
  }
  return xhr.status === 413 ? 'These files are too large to upload together.' : 'The prescription could not be uploaded. Please try again.';
}

export function usePrescriptionUpload() {
  const dispatch = useAppDispatch();
  const { token } = useSession();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const current = useRef<XMLHttpRequest | null>(null);

  const upload = useCallback(
    (files: readonly File[], fields: PrescriptionFields) =>
      new Promise<Prescription | null>((resolve) => {
        current.current?.abort();
        const xhr = new XMLHttpRequest();
        current.current = xhr;
        xhr.open('POST', UPLOAD_URL);
        if (token) xhr.setRequestHeader('Authorization', token);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) setState({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
        };
        xhr.onload = () => {
          if (xhr.status === 201) {
            const { prescription } = JSON.parse(xhr.responseText) as { prescription: Prescription };
            setState({ phase: 'done', prescription });
            dispatch(api.util.invalidateTags(['Prescription']));
            resolve(prescription);
          } else {
            setState({ phase: 'failed', message: refusal(xhr) });
            resolve(null);
          }
        };
        xhr.onerror = xhr.ontimeout = () => {
          setState({ phase: 'failed', message: NO_ANSWER });
          resolve(null);
        };
        setState({ phase: 'uploading', percent: 0 });
        xhr.send(formOf(files, fields));
      }),
    [dispatch, token],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, upload, reset };
}
