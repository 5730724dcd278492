import { MongoServerError } from 'mongodb';
import { isDuplicateKey } from './duplicate-key';

// What MongoDB 7 and FerretDB 1.24 answer to a write that breaks a unique index (seen in issue 17: FerretDB
// answered an update of a store to a number another store of its type has with code 1, and the edit got 500).
describe('isDuplicateKey', () => {
  const serverError = (code: number, errmsg: string) => new MongoServerError({ ok: 0, code, errmsg });
  it.each([
    [
      'MongoDB: E11000 on insert or update',
      serverError(11000, 'E11000 duplicate key error collection'),
      true,
    ],
    [
      'FerretDB: findAndModify against a unique index',
      serverError(
        1,
        "[msg_findandmodify.go:196] constraint failed: UNIQUE constraint failed: index 'stores_0ecd8667_api_1_vst_1_spamia_type_1' (2067)",
      ),
      true,
    ],
    ['another server error', serverError(2, 'BadValue'), false],
    ['not a server error', new Error('UNIQUE constraint failed'), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_case, error, duplicate) => {
    expect(isDuplicateKey(error)).toBe(duplicate);
  });
});
