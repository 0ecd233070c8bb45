import { describe, expect, test } from 'vitest';
import { playerFieldsInfoSchema, type PlayerFieldsInfo } from '@casino/api/info';
import { PERSONAL_INFO_CONTEXT, personalInfoForm } from './personal-info-fields.ts';
import { fieldLengths } from './player-fields.ts';

// Built as GET /api/info/player_fields answers it, through the wire schema.
const info = (deposit: string[]): PlayerFieldsInfo =>
  playerFieldsInfoSchema.parse({
    fields: [],
    contexts: { payment_systems: {}, [PERSONAL_INFO_CONTEXT]: deposit },
  });

describe('spec 01 section 5: the personal-info modal', () => {
  test("asks the spec's fields in the profile form's order, with the state offered but not required", () => {
    const { fields, required } = personalInfoForm(
      info([
        'first_name',
        'last_name',
        'date_of_birth',
        'mobile_phone',
        'country',
        'city',
        'address',
        'postal_code',
      ]),
    );
    expect(fields).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'mobile_phone',
      'country',
      'city',
      'address',
      'postal_code',
      'state',
    ]);
    expect([...required].sort()).toEqual([
      'address',
      'city',
      'country',
      'date_of_birth',
      'first_name',
      'last_name',
      'mobile_phone',
      'postal_code',
    ]);
  });

  test('adds a field the server requires in its context, so an accepted save completes the profile', () => {
    const { fields, required } = personalInfoForm(info(['first_name', 'gender']));
    expect(fields).toContain('gender');
    expect(required.has('gender')).toBe(true);
    expect(fields).not.toContain('nickname');
  });

  test("without player_fields (not loaded) still asks the spec's fields", () => {
    expect(personalInfoForm(undefined).required.size).toBe(8);
  });
});

describe("the server's length messages", () => {
  test('take their {min} and {max} from player_fields', () => {
    const info = playerFieldsInfoSchema.parse({
      fields: [
        { field: 'city', type: 'string', length: { minimum: 1, maximum: 50 } },
        { field: 'gender', type: 'select' },
      ],
      contexts: { payment_systems: {} },
    });
    expect(fieldLengths(info)).toEqual({ city: { min: 1, max: 50 }, gender: {} });
    expect(fieldLengths(undefined)).toEqual({});
  });
});
