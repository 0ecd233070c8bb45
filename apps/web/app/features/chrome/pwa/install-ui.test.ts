import { describe, expect, test } from 'vitest';
import {
  installUiFor,
  isIosDevice,
  type InstallContext,
  type InstallUi,
} from '~/features/chrome/pwa/install-ui';

const browserTab: InstallContext = {
  runningInstalled: false,
  installedHere: false,
  canPrompt: false,
  ios: false,
};

describe('which install UI a browser gets (spec 02 section 2)', () => {
  test.each<[string, Partial<InstallContext>, InstallUi]>([
    [
      'the installed app shows no install block, whatever else holds',
      { runningInstalled: true, canPrompt: true, ios: true },
      'running',
    ],
    [
      'a tab that just installed the app says so rather than offering it again',
      { installedHere: true, canPrompt: true },
      'installed',
    ],
    ['Chromium with a deferred prompt gets the Install button', { canPrompt: true }, 'prompt'],
    ['a prompt wins over instructions on any device', { canPrompt: true, ios: true }, 'prompt'],
    ['iOS (no prompt exists) gets Share, then Add to Home Screen', { ios: true }, 'ios'],
    ['any other browser without a prompt is sent to its own menu', {}, 'browser-menu'],
  ])('%s', (_case, context, expected) => {
    expect(installUiFor({ ...browserTab, ...context })).toBe(expected);
  });
});

describe('iPhone and iPad are told apart from other devices', () => {
  test.each<[string, string, number, boolean]>([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'iPhone Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'iPad asking for desktop pages (says Macintosh, has touch)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      5,
      true,
    ],
    [
      'a Mac (no touch screen)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      0,
      false,
    ],
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      5,
      false,
    ],
    [
      'desktop Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      0,
      false,
    ],
  ])('%s', (_case, userAgent, touchPoints, ios) => {
    expect(isIosDevice(userAgent, touchPoints)).toBe(ios);
  });
});
