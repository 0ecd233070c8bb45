import { expect, test } from 'vitest';
import { hasUnsavedChanges } from '~/features/auth/utils/unsaved-changes';

const initial = {
  email: '',
  password: '',
  currency: 'CAD',
  country: 'CA',
  receive_promos: false,
  terms_acceptance: false,
};

test('an untouched form, or one with only spaces typed, has nothing to lose', () => {
  expect(hasUnsavedChanges(initial, initial)).toBe(false);
  expect(hasUnsavedChanges({ ...initial }, initial)).toBe(false);
  expect(hasUnsavedChanges({ ...initial, email: '   ' }, initial)).toBe(false);
});

test.each([
  ['a typed e-mail', { email: 'jo@example.com' }],
  ['a typed password', { password: 'x' }],
  ['another currency', { currency: 'BTC' }],
  ['a cleared country', { country: '' }],
  ['a ticked box', { receive_promos: true }],
  ['the accepted terms', { terms_acceptance: true }],
])('%s is something to lose', (_label, change) => {
  expect(hasUnsavedChanges({ ...initial, ...change }, initial)).toBe(true);
});

test('choosing the starting value again leaves nothing to lose', () => {
  expect(hasUnsavedChanges({ ...initial, currency: 'CAD', receive_promos: false }, initial)).toBe(
    false,
  );
});
