/**
 * Parses JSON bodies, but first refuses one nested deeper than MAX_JSON_DEPTH. Whatever walks a
 * body afterwards (validation, the contract's text checks, serialisers) may recurse, and a
 * 16 KB body of brackets once overflowed the stack into a 500 with a stack trace per request.
 * The depth is measured by one loop over the raw text, before JSON.parse or anything else sees it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error';

/** No body of openapi.yaml nests more than 3 levels; 32 leaves room without risking a stack. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether `text`'s brackets, outside strings, nest deeper than `max`. Never recurses. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}

async function jsonBodyPlugin(app: FastifyInstance) {
  // Fastify's own parser, keeping its refusal of __proto__ and constructor.prototype keys.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) return done(badRequest('The request body is nested too deeply'), undefined);
    // Callback style: it answers through `done`; what it returns is not the answer.
    void parse(request, body as string, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
