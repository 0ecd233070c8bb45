/** What the install block and the install instructions show (spec 02 section 2). */
export type InstallUi =
  /** The page runs as the installed app: no install block. */
  | 'running'
  /** The browser installed the app from this tab. */
  | 'installed'
  /** Chromium offers its install prompt: an Install button. */
  | 'prompt'
  /** iPhone or iPad: no prompt exists; Share, then Add to Home Screen. */
  | 'ios'
  /** Any other browser (or Chromium before it offers the prompt): its own menu's install item. */
  | 'browser-menu';

export interface InstallContext {
  /** isInstalledApp (lib/reporting/pwa.ts): the installed app's own window. */
  runningInstalled: boolean;
  /** The browser said `appinstalled` (or the player accepted the prompt) in this tab. */
  installedHere: boolean;
  /** A deferred `beforeinstallprompt` is at hand. */
  canPrompt: boolean;
  ios: boolean;
}

/** Spec 02 section 2: the install block, not in installed mode; the browser's own prompt where there is one. */
export function installUiFor({
  runningInstalled,
  installedHere,
  canPrompt,
  ios,
}: InstallContext): InstallUi {
  if (runningInstalled) return 'running';
  if (installedHere) return 'installed';
  if (canPrompt) return 'prompt';
  return ios ? 'ios' : 'browser-menu';
}

/**
 * iPhone, iPod or iPad, in any browser (all of them install through Share, Add to Home Screen). An iPad asks for
 * desktop pages by default and says Macintosh: a Mac has no touch screen, so touch points tell them apart.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
