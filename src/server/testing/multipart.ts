/** Builds a multipart/form-data request body the way a browser would, for `app.inject()`. */

export type FormFile = { bytes: Buffer | Uint8Array; filename: string; type?: string };
/** A list sends one part per entry under the same name (several files). */
export type FormFields = Record<string, string | FormFile | FormFile[]>;

export async function multipartBody(fields: FormFields): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else
      for (const file of [value].flat())
        form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
