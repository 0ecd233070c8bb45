import { describe, expect, test } from 'vitest';
import { applyGuard, isRestrictedPayload, withLocalePrefix } from '~/lib/guards/apply-guard';

const thrown = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('guard results become router responses', () => {
  test.each([
    ['', '/profile', '/profile'],
    ['de', '/profile', '/de/profile'],
    ['de', '/', '/de'],
    ['de', '/?x=1', '/de?x=1'],
    ['en-NZ', '/registration?redirect=%2Fprofile', '/en-NZ/registration?redirect=%2Fprofile'],
  ])('under prefix "%s" %s redirects to %s', (prefix, to, expected) => {
    expect(withLocalePrefix(prefix, to)).toBe(expected);
  });

  test('a redirect is thrown as a Response with the status and the prefixed location', () => {
    const response = thrown(() =>
      applyGuard({ kind: 'redirect', to: '/pokies/all', status: 301 }, 'de'),
    );
    expect(response).toBeInstanceOf(Response);
    if (!(response instanceof Response)) return;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/de/pokies/all');
  });

  test('a 451 block is thrown as data the error boundary can read', () => {
    const error = thrown(() => applyGuard({ kind: 'restricted', action: 'sign-up' }, ''));
    expect(error).toMatchObject({ init: { status: 451 }, data: { restricted: 'sign-up' } });
  });

  test('no decision throws nothing', () => {
    expect(thrown(() => applyGuard(null, 'de'))).toBeUndefined();
  });

  test.each([
    [{ restricted: 'sign-in' }, true],
    [{ restricted: 'other' }, false],
    [null, false],
    ['sign-in', false],
  ])('%j is a restricted payload: %s', (value, expected) => {
    expect(isRestrictedPayload(value)).toBe(expected);
  });
});
