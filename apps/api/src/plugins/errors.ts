import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { HttpError, errorChain, type FieldErrors } from '../lib/errors.ts';

const CLIENT_ERROR_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformed },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.malformed },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.malformed },
};

/** Network failures on the way to the database server (Node's codes, as `pg` passes them on). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * A backstop for what validation did not catch: the SQLSTATE of a database error (`pg` and PGlite
 * both put it in `code`; Drizzle wraps it in `cause`) as the answer a client should get.
 */
export function databaseErrorAnswer(error: unknown): { status: number; message: string } | undefined {
  for (const current of errorChain(error)) {
    const code = (current as { code?: unknown }).code;
    // 22: data exception (NUL byte, out of range, bad number): the client sent it.
    if (typeof code === 'string' && code.startsWith('22')) return { status: 422, message: MESSAGES.invalidValue };
    if (code === '23505') return { status: 409, message: MESSAGES.conflict };
    // A CHECK constraint (23514) refuses a value the client sent, as validation would have.
    if (code === '23514') return { status: 422, message: MESSAGES.invalidValue };
    // 08: connection exception; 57P01-03: the server is shutting down or starting. `pg` reports a
    // connection the server dropped, and a query sent on it afterwards, with a plain message and no code.
    if (
      (typeof code === 'string' &&
        (code.startsWith('08') || /^57P0[1-3]$/.test(code) || CONNECTION_ERROR_CODES.has(code))) ||
      /^Connection terminated|^Client (has encountered a connection error|was closed) and is not queryable/.test(
        current.message,
      )
    ) {
      return { status: 503, message: MESSAGES.unavailable };
    }
  }
  return undefined;
}

/** Zod issues as `{ field: [messages] }`; a nested path is joined with dots. */
function fieldErrors(validation: { instancePath: string; message?: string }[], context: string): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    (result[field] ??= []).push(issue.message ?? MESSAGES.invalidValue);
  }
  return result;
}

/** Every failure leaves as `{ success: false, message, errors? }` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { success: false, message: MESSAGES.serverError };
    let database: ReturnType<typeof databaseErrorAnswer>;

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 422;
      const errors = fieldErrors(error.validation, error.validationContext ?? 'body');
      body = { success: false, message: Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed, errors };
    } else if (error.code && CLIENT_ERROR_CODES[error.code]) {
      const known = CLIENT_ERROR_CODES[error.code]!;
      status = known.status;
      body = { success: false, message: known.message };
    } else if ((database = databaseErrorAnswer(error))) {
      status = database.status;
      body = { success: false, message: database.message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, message: MESSAGES.rateLimited };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: status === 404 ? MESSAGES.notFound : MESSAGES.malformed };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code }, error.message);
    return reply.status(status).send(body);
  });
}

export function apiNotFound(): ErrorBody {
  return { success: false, message: MESSAGES.routeNotFound };
}
