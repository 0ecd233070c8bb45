import { describe, expect, test } from 'vitest';
import { ApiError } from '@casino/api/client';
import { CONTACT_CONTENT_MAX_LENGTH, contactMessageRequestSchema } from '@casino/api/misc';
import {
  CONTACT_MAX_LENGTH,
  contactBody,
  describeContactFailure,
  validateContact,
} from './contact-form';

// POST /api/send_contact_message (spec 01 section 7) with the body contact{...} (spec 03 section 0.1); "the contact
// message rethrows the errors list" (spec 02 section 8), shown under the fields.

describe('contact form', () => {
  test("the length limit is the server's", () =>
    expect(CONTACT_MAX_LENGTH).toBe(CONTACT_CONTENT_MAX_LENGTH));

  test.each([
    [{ email: 'player@example.com', content: 'My deposit has not arrived.' }, {}],
    [{ email: ' player@example.com ', content: ' hi ' }, {}],
    [{ email: '', content: 'Hello' }, { email: 'VALIDATION.REQUIRED' }],
    [{ email: 'not-an-email', content: 'Hello' }, { email: 'VALIDATION.EMAIL_INVALID' }],
    [{ email: 'a@example.com', content: '   ' }, { content: 'VALIDATION.REQUIRED' }],
    [{ email: 'a@example.com', content: 'x'.repeat(5001) }, { content: 'VALIDATION.TOO_LONG' }],
    [
      { email: 'bad', content: '' },
      { email: 'VALIDATION.EMAIL_INVALID', content: 'VALIDATION.REQUIRED' },
    ],
  ])('%j -> %j, as the server decides', (values, errors) => {
    expect(validateContact(values)).toEqual(errors);
    const server = contactMessageRequestSchema.safeParse(contactBody(values));
    expect(server.success).toBe(Object.keys(errors).length === 0);
  });

  test('the body is the contact wrapper with trimmed values', () => {
    expect(contactBody({ email: ' a@example.com ', content: ' hi ' })).toEqual({
      contact: { email: 'a@example.com', content: 'hi' },
    });
  });

  test.each([
    [
      new ApiError(422, {
        errors: { email: ['VALIDATION.EMAIL_INVALID'], content: ['VALIDATION.TOO_LONG'] },
      }),
      {
        fields: { email: 'VALIDATION.EMAIL_INVALID', content: 'VALIDATION.TOO_LONG' },
        message: null,
      },
    ],
    [
      new ApiError(422, { errors: { contact: ['VALIDATION.REQUIRED'] } }),
      { fields: {}, message: 'CMS.CONTACT_FAILED' },
    ],
    [new ApiError(429, 'Too many requests'), { fields: {}, message: 'CMS.CONTACT_TOO_MANY' }],
    [new ApiError(500, ''), { fields: {}, message: 'CMS.CONTACT_FAILED' }],
    [new TypeError('Failed to fetch'), { fields: {}, message: 'CMS.CONTACT_FAILED' }],
  ])('failure %# is described for the form', (error, expected) =>
    expect(describeContactFailure(error)).toEqual(expected),
  );
});
