import { MESSAGES } from '@trails/contracts';

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
    (cause) => (cause as { code?: unknown }).code === '23505' && (cause as { constraint?: unknown }).constraint === constraint,
  );
}
