/**
 * JSON text with every character past ASCII written as a `\uXXXX` escape: the same value to any
 * JSON parser, and a string Node writes to a socket, hashes and measures without encoding it
 * (a description's "°C" made a 87 KB search answer take twice as long to send).
 */
const BEYOND_ASCII = /[\u0080-\uffff]/g;

const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function asciiJson(json: string): string {
  // Its UTF-8 is longer than the text exactly when some character is past ASCII: measuring it
  // takes a fraction of the time the replacement takes to look through the text.
  if (Buffer.byteLength(json) === json.length) return json;
  return json.replace(BEYOND_ASCII, escape);
}

const COMMA = 0x2c;

/**
 * `head`, then `items` joined by commas, then `tail`, written straight into one buffer: no
 * joined copy of a search's 87 KB on V8's heap for the collector, and no encoding pass after.
 * Every part must be ASCII (items as asciiJson makes them): each character is written as one byte.
 */
export function asciiJsonList(head: string, items: readonly string[], tail: string): Buffer {
  let length = head.length + tail.length + Math.max(items.length - 1, 0);
  for (const item of items) length += item.length;
  // Not from Node's shared pool: a kept answer would keep the pool's whole slab alive.
  const out = Buffer.allocUnsafeSlow(length);
  let at = out.write(head, 0, 'latin1');
  items.forEach((item, i) => {
    if (i > 0) out[at++] = COMMA;
    at += out.write(item, at, 'latin1');
  });
  out.write(tail, at, 'latin1');
  return out;
}
