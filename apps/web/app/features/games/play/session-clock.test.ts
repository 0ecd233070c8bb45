import { expect, test } from 'vitest';
import { formatElapsed, sessionStartedAt } from './session-clock.ts';

test('the EE session timer goes on from the start stored in this tab, else starts now', () => {
  expect(sessionStartedAt('1000', 5000)).toBe(1000);
  expect(sessionStartedAt(null, 5000)).toBe(5000);
  expect(sessionStartedAt('soon', 5000)).toBe(5000);
  expect(sessionStartedAt('9000', 5000)).toBe(5000);
  expect(sessionStartedAt('0', 5000)).toBe(5000);
});

test.each([
  [0, '00:00'],
  [59_999, '00:59'],
  [61_000, '01:01'],
  [3_600_000, '1:00:00'],
  [36_061_000, '10:01:01'],
  [-5, '00:00'],
])('%i ms reads %s', (ms, text) => {
  expect(formatElapsed(ms)).toBe(text);
});
