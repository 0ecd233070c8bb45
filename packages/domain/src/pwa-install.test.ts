import { expect, test } from 'vitest';
import { pwaInstallRedirect } from './pwa-install.ts';

test.each<[string, string, string, { search: string } | null]>([
  [
    'the lobby with pwa=install opens the instructions and loses the query',
    '/',
    '?pwa=install',
    { search: '' },
  ],
  [
    'other parameters stay',
    '/',
    '?utm_source=mail&pwa=install&sub_id=7',
    { search: '?utm_source=mail&sub_id=7' },
  ],
  ['a repeated parameter goes whole', '/', '?pwa=other&pwa=install', { search: '' }],
  ['another value asks for nothing', '/', '?pwa=1', null],
  ['the value is case-sensitive', '/', '?pwa=INSTALL', null],
  ['no query asks for nothing', '/', '', null],
  ['a page other than the lobby keeps its query', '/pokies/all', '?pwa=install', null],
  ['a lobby popup route is not the lobby itself', '/registration', '?pwa=install', null],
])('%s', (_case, pathname, search, expected) => {
  expect(pwaInstallRedirect(pathname, search)).toEqual(expected);
});
