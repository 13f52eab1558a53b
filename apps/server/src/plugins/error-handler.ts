import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus, type ErrorBody, type ErrorCode, fixedErrorMessage } from '@homie/contracts/errors';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
  isDatabaseUnavailable,
} from '#db/unavailable.ts';
import { HttpError, retryAfter } from '#lib/errors.ts';

/** Known framework errors, in words a caller can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large.',
  FST_PARTS_LIMIT: 'Too many form parts.',
  FST_FILES_LIMIT: 'Too many files.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
};

/**
 * Failures caused by what the caller sent, raised below our own checks: PostgreSQL refusing a NUL
 * byte or an unconvertible character (SQLSTATE 22021, 22P05; drizzle wraps it as `cause`), and a
 * multipart body busboy cannot read (no usable boundary, or cut off before its closing boundary).
 */
function callerFault(error: FastifyError): string | undefined {
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  if (code === '22021' || code === '22P05')
    return 'The request contains characters that cannot be stored (such as a NUL byte).';
  const message = error.message ?? '';
  if (/^Multipart: Boundary not found|^The needle cannot|^Boundary required/.test(message))
    return 'The multipart body has no usable boundary.';
  if (/unexpected end of multipart data$/i.test(message))
    return 'The multipart body ended before its closing boundary.';
  return undefined;
}

const answer = (code: ErrorCode, error = fixedErrorMessage(code) ?? code): ErrorBody => ({ error, code });

/** One error handler: clear messages for 4xx, nothing internal for 5xx; every answer `{ error, code }`. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ error: error.message, code: error.code, ...error.body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'Invalid value.',
      }));
      const message = [...new Set(details.map((d) => d.message))].join(' ');
      return reply.status(400).send({ ...answer('invalid_request', message || 'Invalid request.'), details });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(answer('invalid_json', FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY));
    }
    const fault = callerFault(error);
    if (fault) return reply.status(400).send(answer('invalid_request', fault));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message ?? 'Bad request.';
      // The framework chose the status; the code is that status's by-kind code (decision 147).
      return reply.status(status).send(answer(codeOfStatus(status) ?? 'invalid_request', message));
    }
    if (isDatabaseUnavailable(error)) {
      // The service's fault, and a passing one (decision 169): logged for the operator, 503 for the caller.
      request.log.error({ err: error }, 'request failed: the database is unavailable');
      return reply
        .headers(retryAfter(DATABASE_UNAVAILABLE_RETRY_SECONDS))
        .status(503)
        .send(answer('unavailable', DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(answer('internal'));
  });
});
