import { useState } from 'react';
import { currentDisplayMode, isInstalledApp } from '~/lib/reporting/pwa';
import { installUiFor, isIosDevice, type InstallUi } from '~/features/chrome/pwa/install-ui';
import { useInstallPrompt } from '~/features/chrome/pwa/install-prompt';

/** The install UI this browser gets now (install-ui.ts), and the prompt's trigger. Browser only (side menu, modals). */
export function useInstallUi(): { ui: InstallUi; promptInstall: () => Promise<void> } {
  const { canPrompt, installedHere, promptInstall } = useInstallPrompt();
  const [device] = useState(() => ({
    runningInstalled: isInstalledApp(currentDisplayMode()),
    ios: isIosDevice(navigator.userAgent, navigator.maxTouchPoints),
  }));
  return { ui: installUiFor({ ...device, canPrompt, installedHere }), promptInstall };
}
