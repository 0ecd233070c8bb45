import { expect, test } from 'vitest';
import { providerHue, providerInitials } from '~/features/chrome/footer-providers';

test.each([
  ['Red Lantern Studios', 'RL'],
  ['BGaming', 'BG'],
  ['  Open Casino Studio ', 'OC'],
  ['X', 'X'],
])('the badge of %j reads %s', (title, initials) => {
  expect(providerInitials(title)).toBe(initials);
});

test('each provider keeps one hue between 0 and 359', () => {
  expect(providerHue('bgaming')).toBe(providerHue('bgaming'));
  expect(providerHue('bgaming')).not.toBe(providerHue('northlight'));
  for (const id of ['ocs', 'bgaming', 'red-lantern', 'a'])
    expect(providerHue(id)).toBeGreaterThanOrEqual(0);
  for (const id of ['ocs', 'bgaming', 'red-lantern', 'a'])
    expect(providerHue(id)).toBeLessThan(360);
});
