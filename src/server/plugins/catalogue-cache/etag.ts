/** Entity tags for cached reads: weak, from the body's hash, so equal bodies share a tag in every process. */
import { createHash } from 'node:crypto';

export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header (a list, weak or strong tags, or *) names `etag` (weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === bare;
  });
}
