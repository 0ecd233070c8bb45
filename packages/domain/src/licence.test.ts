import { expect, test } from 'vitest';
import { licenceFor } from './licence.ts';

test.each([
  ['EE', 'DE', 'EE', "the player's licence wins over geography"],
  ['CW', 'EE', 'CW', "the player's licence wins in Estonia too"],
  ['ee', 'CA', 'EE', 'licence names in any case'],
  [null, 'EE', 'EE', 'a guest in Estonia'],
  [undefined, 'ee', 'EE', 'a guest in Estonia, lower case country'],
  [null, 'CA', 'CW', 'a guest elsewhere'],
  ['', 'DE', 'CW', 'an empty licence name'],
  ['GCB', 'EE', 'EE', 'another licence falls back to geography'],
] as const)('licence %j in %s -> %s (%s)', (licenseName, country, licence, _why) => {
  expect(licenceFor(licenseName, country)).toBe(licence);
});
