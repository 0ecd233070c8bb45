import { expect, test } from 'vitest';
import { ApiError } from '@casino/api/client';
import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';

/** What an ApiError from the host's own copy of the client looks like here: same shape, another class. */
class ForeignApiError extends Error {
  readonly status = 422;
  readonly fields = { email: ['AUTH.EMAIL_TAKEN', 'AUTH.LAST'] };
}

test('status and field errors are read from the ApiError of either bundle', () => {
  expect(apiErrorStatus(new ApiError(404, 'x'))).toBe(404);
  expect(apiErrorStatus(new ForeignApiError('x'))).toBe(422);
  expect(apiErrorFields(new ForeignApiError('x'))).toEqual({
    email: ['AUTH.EMAIL_TAKEN', 'AUTH.LAST'],
  });
  expect(apiErrorFields(new ApiError(422, { errors: { email: 'taken' } }))).toEqual({
    email: ['taken'],
  });
});

test('anything else has no status', () => {
  expect(apiErrorStatus(new TypeError('fetch failed'))).toBeNull();
  expect(apiErrorStatus({ status: 500 })).toBeNull();
  expect(apiErrorFields('x')).toEqual({});
});
