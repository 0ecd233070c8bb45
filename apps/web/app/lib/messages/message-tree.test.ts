import { describe, expect, test } from 'vitest';
import { isMessageTree, lookupMessage, translate } from '~/lib/messages/message-tree';

const messages = {
  HEADER: { SIGN_IN: 'Sign in', GREETING: 'Hi {name}, {count} new' },
  AUTH: { RESTRICTED: { LOGIN: 'Login not available' } },
};

describe('t(key, vars)', () => {
  test('looks up nested namespaces', () => {
    expect(translate(messages, 'HEADER.SIGN_IN')).toBe('Sign in');
    expect(translate(messages, 'AUTH.RESTRICTED.LOGIN')).toBe('Login not available');
  });

  test('fills {placeholders} and leaves unknown ones', () => {
    expect(translate(messages, 'HEADER.GREETING', { name: 'Ann', count: 3 })).toBe('Hi Ann, 3 new');
    expect(translate(messages, 'HEADER.GREETING', { name: 'Ann' })).toBe('Hi Ann, {count} new');
  });

  test('a missing key, or one naming a subtree, falls back to the key itself', () => {
    expect(translate(messages, 'HEADER.NOPE')).toBe('HEADER.NOPE');
    expect(translate(messages, 'AUTH.RESTRICTED')).toBe('AUTH.RESTRICTED');
    expect(lookupMessage(messages, 'HEADER.SIGN_IN.MORE')).toBeUndefined();
  });
});

test.each([
  [messages, true],
  [{}, true],
  [{ A: 1 }, false],
  [{ A: ['x'] }, false],
  [null, false],
  ['text', false],
])('%j is a translations document: %s', (value, expected) => {
  expect(isMessageTree(value)).toBe(expected);
});
