import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';

export type FieldErrors = Record<string, string[]>;

/** An error the client caused or is allowed to see; the error handler turns it into the contract's body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;

  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (errors) this.errors = errors;
  }
}

export const badRequest = (message: string = MESSAGES.malformed) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (errors: FieldErrors, message: string = MESSAGES.validationFailed) =>
  new HttpError(422, message, errors);
/** One field's validation error. */
export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] }, message);

/** An error and the errors it wraps (Drizzle puts the driver's error in `cause`), outermost first. */
export function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** A unique violation (SQLSTATE 23505) of this index, from `pg` or PGlite. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return errorChain(error).some(
    (cause) =>
      (cause as { code?: unknown }).code === '23505' && (cause as { constraint?: unknown }).constraint === constraint,
  );
}

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's victim (40P01) or could
 * not serialise it (40001): the database rolled all of it back, so running it again is safe. Gives
 * up after `attempts` tries and throws the last error.
 */
export async function retryTransaction<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || (state !== '40P01' && state !== '40001')) throw error;
    }
  }
}

/** The SQLSTATE of a database error, also when the ORM wraps it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Two staff saving the same slug at once: the unique index decides, the loser gets the field error. */
export async function guardSlugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
    throw error;
  }
}
