import { ApiError, errorMessageKey } from './api-error';
import { formErrorsFromApi } from './form-errors';

describe('formErrorsFromApi', () => {
  it('maps the field errors of a 400 answer by path', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'invalid',
      errors: [
        { path: 'address.zip', key: 'shopper.zipErr' },
        { path: 'userID', key: 'shopper.userErr' },
      ],
    });
    expect(formErrorsFromApi(error)).toEqual({ 'address.zip': 'shopper.zipErr', userID: 'shopper.userErr' });
  });

  it.each([
    new ApiError(500, undefined),
    new ApiError(404, { errors: [{ path: 'x', key: 'y' }] }),
    new Error('boom'),
    'x',
  ])('gives nothing for %p', (error) => {
    expect(formErrorsFromApi(error)).toEqual({});
  });
});

describe('errorMessageKey', () => {
  it.each([
    [new ApiError(404, { message: 'util.notFound' }), 'util.notFound'],
    [new ApiError(403, { message: 'util.forbidden' }), 'util.forbidden'],
    [new ApiError(500, { message: 'Internal server error' }), 'util.error'],
    [new ApiError(502, undefined), 'util.error'],
    [new Error('util.notFound'), 'util.error'],
  ])('%p shows %s', (error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });
});
