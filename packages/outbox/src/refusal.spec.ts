import type { SendError } from './outbox-db';
import { refusalOf, type Refusal } from './refusal';

// OFFLINE.md, point 6: a refused report is shown to the user with the server's reason (the message keys of
// the house error body, docs/engineering.md "HTTP"), translated by the page.
describe('the reason of a refused report', () => {
  it.each<[string, SendError | undefined, Refusal]>([
    [
      'the message key and the field errors of the house body, each key once',
      {
        status: 400,
        message: 'util.validation',
        answer: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'util.validation',
          errors: [
            { path: 'cashier.number', key: 'purchase.main.nrErr' },
            { path: 'reason', key: 'purchase.main.reasonErr' },
            { path: 'cashier.number', key: 'purchase.main.nrErr' },
          ],
        },
      },
      { messageKey: 'util.validation', fieldKeys: ['purchase.main.nrErr', 'purchase.main.reasonErr'] },
    ],
    [
      'a domain key without field errors',
      {
        status: 409,
        message: 'x',
        answer: { statusCode: 409, code: 'CONFLICT', message: 'purchase.conflict' },
      },
      { messageKey: 'purchase.conflict', fieldKeys: [] },
    ],
    [
      'the generic error for an answer that names no key',
      { status: 400, message: 'Bad Request', answer: 'Bad Request' },
      { messageKey: 'util.error', fieldKeys: [] },
    ],
    ['the generic error when nothing is known', undefined, { messageKey: 'util.error', fieldKeys: [] }],
  ])('%s', (_what, error, expected) => {
    expect(refusalOf(error)).toEqual(expected);
  });
});
