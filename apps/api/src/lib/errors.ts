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
