import { ApiError } from '../api/api-error';
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

  it.each([new ApiError(500, undefined), new ApiError(404, { errors: [{ path: 'x', key: 'y' }] }), new Error('boom'), 'x'])(
    'gives nothing for %p',
    (error) => {
      expect(formErrorsFromApi(error)).toEqual({});
    },
  );
});
