/** Where the document's early listener keeps Chromium's deferred install prompt (read by install-prompt.ts). */
export const INSTALL_PROMPT_GLOBAL = '__installPrompt';

/**
 * A classic script for the document head. Chromium fires `beforeinstallprompt` once per page, as soon as the site is
 * installable, which can be before the app's scripts run (they load after the first paint) and long before the side
 * menu's code is loaded; this keeps the event for the menu's install button. preventDefault keeps Chrome's own
 * mini-infobar away on phones: the app offers the install itself (spec 02 section 2, install block).
 */
export const installPromptCaptureScript = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${INSTALL_PROMPT_GLOBAL}=e})`;
