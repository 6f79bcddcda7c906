/**
 * A prescription PDF, judged by its bytes and kept as uploaded. Refused when it could act on
 * whoever opens it: JavaScript (/JS, /JavaScript, so also an /OpenAction that runs script),
 * /Launch, embedded files, forms that submit or import data, or when it has more than 20 pages.
 *
 * Dictionaries can hide inside compressed object streams, so every Flate stream is inflated
 * (with a cap, against zip bombs) and searched too; names are compared after decoding their
 * #xx escapes (/J#61vaScript is /JavaScript). A PDF whose streams cannot be read that way
 * (encrypted, or an object stream in another filter) cannot be checked, and is refused.
 */
import { inflateSync } from 'node:zlib';
import { badRequest } from '../../http-error';
import type { CheckedFile } from './checked-file';

export const MAX_PAGES = 20;
/** All inflated streams of one file together; a 10 MB PDF of text inflates to far less. */
const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

const FORBIDDEN: [RegExp, string][] = [
  [/\/(JS|JavaScript)(?![A-Za-z0-9])/, 'it contains JavaScript'],
  [/\/Launch(?![A-Za-z0-9])/, 'it can launch programs'],
  [/\/(EmbeddedFiles?|RichMedia)(?![A-Za-z0-9])/, 'it carries embedded files'],
  [/\/(SubmitForm|ImportData|GoToR|GoToE)(?![A-Za-z0-9])/, 'it can send or fetch data'],
];

export const isPdf = (bytes: Buffer) => bytes.toString('latin1', 0, 5) === '%PDF-';

/** PDF names with their #xx escapes decoded, so an escaped name cannot slip past. */
const decodeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]*#[0-9A-Fa-f]{2}[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

type Stream = { dictionary: string; data: Buffer };

function* streamsOf(bytes: Buffer, text: string): Generator<Stream> {
  const start = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    if (end < 0) return;
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    yield { dictionary: text.slice(Math.max(0, dictionaryStart), match.index), data: bytes.subarray(dataStart, end) };
    start.lastIndex = end;
  }
}

/** The file's text plus every Flate stream inflated; throws when a stream that must be read cannot be. */
function everythingInside(bytes: Buffer, label: string): string {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  let inflated = 0;
  for (const { dictionary, data } of streamsOf(bytes, raw)) {
    const isObjectStream = /\/Type\s*\/ObjStm/.test(dictionary);
    if (!/\/FlateDecode/.test(dictionary)) {
      // Dictionaries live in the text or in object streams; other streams hold page content and pictures.
      if (isObjectStream && /\/Filter/.test(dictionary)) {
        throw badRequest(`${label} cannot be checked: its objects are packed in a way this shop does not read`);
      }
      continue;
    }
    let out: Buffer;
    try {
      out = inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES - inflated });
    } catch {
      if (isObjectStream) throw badRequest(`${label} cannot be checked: it is damaged or too large once unpacked`);
      continue; // a damaged picture or page stream cannot hide a dictionary
    }
    inflated += out.length;
    parts.push(out.toString('latin1'));
  }
  return decodeNames(parts.join('\n'));
}

/** Checks one uploaded PDF; throws 400 naming the file and the reason. */
export function checkedPdf(bytes: Buffer, label: string): CheckedFile {
  if (!isPdf(bytes)) throw badRequest(`${label} is not a PDF`);
  const head = bytes.toString('latin1');
  if (/\/Encrypt(?![A-Za-z0-9])/.test(head))
    throw badRequest(`${label} is encrypted or password-protected: please send an unprotected copy`);
  const inside = everythingInside(bytes, label);
  for (const [pattern, reason] of FORBIDDEN) {
    if (pattern.test(inside)) throw badRequest(`${label} was refused: ${reason}`);
  }
  const pages = (inside.match(/\/Type\s*\/Page(?![A-Za-z0-9])/g) ?? []).length;
  if (pages === 0) throw badRequest(`${label} has no pages`);
  if (pages > MAX_PAGES) throw badRequest(`${label} has ${pages} pages: at most ${MAX_PAGES}`);
  return { kind: 'pdf', contentType: 'application/pdf', bytes, width: null, height: null, pages };
}
