import type { ErrorEnvelope, FieldErrors } from './schemas/errors.js';

// The web app reads every failed answer's envelope; it does so with this reader instead of
// `errorEnvelopeSchema`, so that the code every page loads first holds no zod. It accepts exactly
// what the schema accepts and returns what the schema returns (read-error-envelope.test.ts checks
// both against each other on generated bodies).

type ErrorBody = ErrorEnvelope['error'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptionalInteger = (value: unknown): value is number | undefined =>
  value === undefined || (typeof value === 'number' && Number.isSafeInteger(value));

function readDetails(value: unknown): FieldErrors | undefined | null {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  const details: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (!Array.isArray(messages) || !messages.every((message) => typeof message === 'string')) return null;
    Object.defineProperty(details, field, {
      value: [...(messages as string[])],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return details;
}

/**
 * The `error` of an API error answer, or undefined when the body is not one (the caller then makes
 * an error from the HTTP status). Unknown keys are left out, as the schema leaves them out.
 * @example readErrorEnvelope({ error: { code: 'ERROR_NOT_FOUND', message: 'No such trade' } })
 */
export function readErrorEnvelope(body: unknown): ErrorBody | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, details, errorCode, countdown, requestId } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (!isOptionalInteger(errorCode) || !isOptionalInteger(countdown)) return undefined;
  if (requestId !== undefined && typeof requestId !== 'string') return undefined;
  const readDetailsResult = readDetails(details);
  if (readDetailsResult === null) return undefined;
  const error: ErrorBody = { code, message };
  if (readDetailsResult !== undefined) error.details = readDetailsResult;
  if (errorCode !== undefined) error.errorCode = errorCode;
  if (countdown !== undefined) error.countdown = countdown;
  if (requestId !== undefined) error.requestId = requestId;
  return error;
}
