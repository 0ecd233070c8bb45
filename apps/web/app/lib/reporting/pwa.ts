import { GROUP } from '@casino/domain/statuses';

/** How the page was opened: `(display-mode: standalone)`, and iOS Safari's own flag for a home-screen app. */
export interface DisplayMode {
  standalone: boolean;
  iosStandalone: boolean;
}

/**
 * The "native PWA flag" of spec 01 section 4: the browser runs the page as an installed app (its own window, no
 * browser UI). Only the browser can tell; a query parameter could be typed into any tab. Not `fullscreen`: a
 * browser tab in F11 fullscreen matches that display mode too.
 */
export function isInstalledApp(mode: DisplayMode): boolean {
  return mode.standalone || mode.iosStandalone;
}

/** How this page was opened, read from the browser (not on the server: it cannot know). */
export function currentDisplayMode(): DisplayMode {
  return {
    standalone: matchMedia('(display-mode: standalone)').matches,
    iosStandalone: Reflect.get(navigator, 'standalone') === true,
  };
}

/** Spec 01 section 4: a signed-in player in the installed app who is not yet in group 1401 is added to it. */
export function needsPwaGroup(
  installedApp: boolean,
  playerGroups: readonly number[] | null,
): boolean {
  return installedApp && playerGroups !== null && !playerGroups.includes(GROUP.PWA);
}
