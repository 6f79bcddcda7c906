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
