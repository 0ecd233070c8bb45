import { expect, test } from 'vitest';
import { GROUP } from '@casino/domain/statuses';
import { isInstalledApp, needsPwaGroup } from '~/lib/reporting/pwa';

test.each([
  [{ standalone: true, iosStandalone: false }, true],
  [{ standalone: false, iosStandalone: true }, true],
  [{ standalone: false, iosStandalone: false }, false],
])('display mode %j is the installed app: %s', (mode, installed) => {
  expect(isInstalledApp(mode)).toBe(installed);
});

test.each([
  ['a signed-in player in the installed app joins group 1401', true, [GROUP.AB_EVEN], true],
  ['a player already in 1401 is not added again', true, [GROUP.PWA], false],
  ['a player in a browser tab is not added', false, [], false],
  ['a guest in the installed app has no groups to join', true, null, false],
])('%s', (_case, installed, groups, expected) => {
  expect(needsPwaGroup(installed, groups)).toBe(expected);
});
