import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readErrorEnvelope } from './read-error-envelope.js';
import { errorEnvelopeSchema } from './schemas/errors.js';

const field = fc.oneof(fc.constantFrom('amount', '_', 'toString', 'constructor'), fc.string());
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const oddValue = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.double());

/** Bodies close to an envelope: every key either right, missing or of a wrong type. */
const envelopeLike = fc.record(
  {
    error: fc.oneof(
      fc.record(
        {
          code: fc.oneof(fc.string(), oddValue),
          message: fc.oneof(fc.string(), oddValue),
          details: maybe(
            fc.oneof(
              fc.dictionary(field, fc.array(fc.string(), { maxLength: 3 })),
              fc.dictionary(field, fc.oneof(fc.array(oddValue, { maxLength: 2 }), oddValue)),
              oddValue,
            ),
          ),
          errorCode: maybe(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.double(), oddValue)),
          countdown: maybe(fc.oneof(fc.nat(), fc.double(), fc.constant(2 ** 60), oddValue)),
          requestId: maybe(fc.oneof(fc.uuid(), oddValue)),
          extra: maybe(fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      oddValue,
    ),
  },
  { requiredKeys: [] },
);

describe('readErrorEnvelope', () => {
  it('accepts what errorEnvelopeSchema accepts and returns what it returns', () => {
    fc.assert(
      fc.property(fc.oneof(envelopeLike, fc.jsonValue()), (body) => {
        const parsed = errorEnvelopeSchema.safeParse(body);
        const read = readErrorEnvelope(body);
        expect(read === undefined).toBe(!parsed.success);
        if (parsed.success) expect(read).toEqual(parsed.data.error);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a validation error with its fields', () => {
    const body = {
      error: {
        code: 'ERROR_INPUT_VALIDATION',
        message: 'Check the form',
        details: { amount: ['Too small'] },
        requestId: 'req-1',
        stateMachine: 'ignored',
      },
    };
    expect(readErrorEnvelope(body)).toEqual({
      code: 'ERROR_INPUT_VALIDATION',
      message: 'Check the form',
      details: { amount: ['Too small'] },
      requestId: 'req-1',
    });
  });

  it('refuses what is not an envelope', () => {
    expect(readErrorEnvelope('Bad gateway')).toBeUndefined();
    expect(readErrorEnvelope({ error: { code: 'ERROR_X' } })).toBeUndefined();
    expect(readErrorEnvelope({ error: { code: 'E', message: 'm', countdown: 1.5 } })).toBeUndefined();
    expect(readErrorEnvelope({ error: { code: 'E', message: 'm', details: ['amount'] } })).toBeUndefined();
  });

  it('keeps a field named like an Object method as an ordinary field', () => {
    const body = JSON.parse('{"error":{"code":"E","message":"m","details":{"__proto__":["x"]}}}');
    const read = readErrorEnvelope(body);
    expect(Object.keys(read?.details ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(read?.details)).toBe(Object.prototype);
  });
});
