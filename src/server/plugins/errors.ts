/**
 * Turns every failure into `{ success: false, message }` with a real status code.
 * Validation messages name the field; unexpected errors are logged and answered with a
 * generic 500 so no stack trace, SQL or secret ever reaches a client. A database that cannot
 * be reached is an outage, not a bug: 503 with Retry-After, and a warning, not a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, throttledWarning } from '../db/connection-errors';
import { HttpError } from '../http-error';

export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait; the pool retries a connection on every request anyway. */
const RETRY_AFTER_SECONDS = 5;

type ValidationIssue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** busboy's errors for a broken multipart body carry no status code; they are the client's fault. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form|file)|Malformed part header)/;

const PART_NAMES: Record<string, string> = { params: 'path parameter', querystring: 'query parameter', headers: 'header' };

function fieldName(issue: ValidationIssue): string {
  const fromPath = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : segment))
    .join('.')
    .replace(/\.\[/g, '[');
  const missing = issue.params.missingProperty as string | undefined;
  if (missing) return fromPath ? `${fromPath}.${missing}` : missing;
  return fromPath;
}

/** One readable sentence for the first validation problem, naming the field. */
export function describeValidation(issues: ValidationIssue[], part?: string): string {
  const issue = issues[0];
  const field = fieldName(issue);
  const where = part && PART_NAMES[part] ? `${PART_NAMES[part]} ` : '';
  const subject = field ? `${where}'${field}'` : part === 'body' || !part ? 'the request body' : `the ${part}`;
  switch (issue.keyword) {
    case 'required':
      return `${subject} is required`;
    case 'additionalProperties':
      return `Unknown field '${[field, issue.params.additionalProperty].filter(Boolean).join('.')}' is not allowed`;
    case 'format':
      return `${subject} must be a valid ${issue.params.format === 'uuid' ? 'id' : String(issue.params.format)}`;
    case 'pattern':
      return `${subject} has an invalid format`;
    case 'enum':
      return `${subject} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${subject} ${issue.message ?? 'is invalid'}`;
  }
}

async function errorsPlugin(app: FastifyInstance) {
  const noteOutage = throttledWarning('database unavailable: requests answered 503');
  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ success: false, message: describeValidation(error.validation, error.validationContext) });
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({ success: false, message: 'The multipart form is malformed' });
    }
    if (!error.statusCode && isDatabaseUnavailable(error)) {
      noteOutage(app.log, { code: error.code, reason: error.message, url: request.url });
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ success: false, message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof HttpError && error.headers) reply.headers(error.headers);
      if (status === 429) request.log.warn({ url: request.url }, 'rate limited');
      return reply.status(status).send({ success: false, message: clientMessage(error, request) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}

/** Fastify's own 4xx messages, reworded where they would puzzle a shopper's app. */
function clientMessage(error: FastifyError, request: FastifyRequest): string {
  const ownLimits = request.routeOptions.config.multipartOptions?.limits;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_REQ_FILE_TOO_LARGE':
      return ownLimits?.fileSize ? `Each file must be at most ${ownLimits.fileSize / (1024 * 1024)} MB` : 'The photo is too large';
    case 'FST_FILES_LIMIT':
      return ownLimits?.files ? `At most ${ownLimits.files} files may be sent` : 'Only one file may be sent';
    default:
      return error.message;
  }
}

export default fp(errorsPlugin, { name: 'errors' });
