/** An uploaded file after its checks: what is stored and served. */
export type CheckedFile = {
  kind: 'image' | 'pdf';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  bytes: Buffer;
  width: number | null;
  height: number | null;
  pages: number | null;
};
