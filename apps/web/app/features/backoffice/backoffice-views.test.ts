import { describe, expect, test } from 'vitest';
import { pageOf, returnPath, viewOf } from '~/features/backoffice/backoffice-views';

describe('back-office views', () => {
  test.each([
    ['', { name: 'queue' }],
    ['/', { name: 'queue' }],
    ['sign-in', { name: 'sign-in' }],
    ['audit-log', { name: 'audit-log' }],
    ['cashouts/42', { name: 'cashout', id: 42 }],
    ['cashouts/42/', { name: 'cashout', id: 42 }],
    ['cashouts/abc', null],
    ['cashouts/1234567890123456', null],
    ['players', null],
  ])('/backoffice/%s is %j', (splat, view) => {
    expect(viewOf(splat)).toEqual(view);
  });

  test.each([
    ['?redirect=%2Fbackoffice%2Fcashouts%2F7', '/backoffice/cashouts/7'],
    ['?redirect=%2Fbackoffice%2Faudit-log%3Fpage%3D2', '/backoffice/audit-log?page=2'],
    ['?redirect=https%3A%2F%2Fevil.example%2Fbackoffice', '/backoffice'],
    ['?redirect=%2F%2Fevil.example', '/backoffice'],
    ['?redirect=%2Fbackoffice%2F%2Fevil.example', '/backoffice'],
    ['?redirect=%2Fprofile', '/backoffice'],
    ['', '/backoffice'],
  ])('after signing in, %s goes to %s', (search, path) => {
    expect(returnPath(search)).toBe(path);
  });

  test.each([
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=x', 1],
    ['', 1],
  ])('%s is page %i', (search, page) => {
    expect(pageOf(search)).toBe(page);
  });
});
