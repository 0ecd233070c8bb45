/** The one error vocabulary of the server: services throw these, one handler maps them to HTTP. */
export type DomainErrorCode =
  | 'Unauthenticated'
  | 'Forbidden'
  | 'RestrictedGeo'
  | 'NotFound'
  | 'Conflict'
  | 'Validation'
  | 'RateLimited'
  | 'CsrfRejected'
  | 'PayloadTooLarge'
  | 'MalformedRequest'
  | 'InsufficientFunds'
  | 'LimitReached'
  | 'IdempotencyMismatch';

export const statusByCode: Record<DomainErrorCode, number> = {
  Unauthenticated: 401,
  Forbidden: 403,
  RestrictedGeo: 403,
  CsrfRejected: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  MalformedRequest: 400,
  Validation: 422,
  InsufficientFunds: 422,
  LimitReached: 422,
  IdempotencyMismatch: 409,
  RateLimited: 429,
};

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** Sent beside the field errors (LimitReached: the remaining amount and its currency). */
  readonly details: Record<string, string | number> | undefined;

  constructor(
    code: DomainErrorCode,
    message: string,
    options: {
      fields?: FieldErrors;
      retryAfterSeconds?: number;
      details?: Record<string, string | number>;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** 422 with `{ errors: { field: [key] } }`, the form-error shape of spec 03 section 0.3. */
export function validationError(fields: FieldErrors): DomainError {
  return new DomainError('Validation', 'Validation failed', { fields });
}

export const notFound = (message = 'Not found'): DomainError =>
  new DomainError('NotFound', message);
export const unauthenticated = (): DomainError =>
  new DomainError('Unauthenticated', 'You need to sign in or sign up before continuing.');
export const forbidden = (message = 'Forbidden'): DomainError =>
  new DomainError('Forbidden', message);
