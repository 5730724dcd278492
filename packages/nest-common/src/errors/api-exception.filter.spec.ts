import { NotFoundException } from '@nestjs/common';
import { json } from 'express';
import { Readable } from 'node:stream';
import { ZodValidationException } from 'nestjs-zod';
import { z } from 'zod';
import { toApiError } from './api-exception.filter';
import { domainException, type ErrorSpec } from './domain.exception';

const ERRORS = {
  THING_GONE: { status: 404, key: 'thing.gone' },
  THING_LOCKED: { status: 409, key: 'thing.locked' },
} as const satisfies Record<string, ErrorSpec>;
class ThingException extends domainException(ERRORS) {}

describe('one error body for every failure (docs/decisions/0008-validation-messages.md)', () => {
  it.each([
    [
      'a domain code',
      new ThingException('THING_LOCKED'),
      { statusCode: 409, code: 'THING_LOCKED', message: 'thing.locked' },
    ],
    [
      'a bare HTTP status',
      new NotFoundException(),
      { statusCode: 404, code: 'NOT_FOUND', message: 'util.notFound' },
    ],
    ['anything else', new Error('boom'), { statusCode: 500, code: 'INTERNAL', message: 'util.error' }],
  ])('%s', (_case, exception, body) => {
    expect(toApiError(exception)).toEqual(body);
  });

  it('gives the field errors of a validation failure with their message keys', () => {
    const schema = z.object({ zip: z.string().length(4, { error: 'shopper.zipErr' }), city: z.string() });
    const result = schema.safeParse({ zip: '800' });
    expect(result.success).toBe(false);
    expect(toApiError(new ZodValidationException(result.error))).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'util.validation',
      errors: [
        { path: 'zip', key: 'shopper.zipErr' },
        { path: 'city', key: 'util.invalid' },
      ],
    });
  });

  it.each([
    [
      'a body larger than the limit',
      '{"name":"' + 'x'.repeat(200) + '"}',
      413,
      'PAYLOAD_TOO_LARGE',
      'util.tooLarge',
    ],
    ['a body that is not JSON', '{"name":', 400, 'BAD_REQUEST', 'util.invalid'],
  ])("%s, as Express's body parser reports it", async (_case, body, statusCode, code, message) => {
    expect(toApiError(await bodyParserError(body, 100))).toEqual({ statusCode, code, message });
  });

  it('keeps the code type of the domain', () => {
    const error = new ThingException('THING_GONE');
    expect(error).toMatchObject({ code: 'THING_GONE', status: 404, key: 'thing.gone' });
  });
});

/** The error Express's JSON body parser gives for `body` under a limit of `limit` bytes. */
function bodyParserError(body: string, limit: number): Promise<unknown> {
  const request = Object.assign(Readable.from([Buffer.from(body)]), {
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  return new Promise((resolve) => json({ limit })(request as never, {} as never, resolve));
}
