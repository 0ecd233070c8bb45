import { useEffect } from 'react';
import { TAB_TITLE_ROTATION_DELAY_MS } from '@casino/domain/constants';
import { useT } from '~/lib/i18n';
import { rotatedTitle } from '~/lib/tab-title';

/** While the tab is hidden its title rotates (spec 01 section 4: delay 2000 ms, start delay 0); the page title returns on coming back. */
export function useTabTitleRotation(): void {
  const t = useT();
  useEffect(() => {
    const alternatives = [t('CHROME.TAB_TITLE_1'), t('CHROME.TAB_TITLE_2')];
    let original = document.title;
    let timer: ReturnType<typeof setInterval> | undefined;
    let hiddenAt = 0;
    const tick = () => {
      document.title =
        rotatedTitle(alternatives, Date.now() - hiddenAt, TAB_TITLE_ROTATION_DELAY_MS) ?? original;
    };
    const onVisibility = () => {
      if (document.hidden) {
        original = document.title;
        hiddenAt = Date.now();
        tick();
        timer = setInterval(tick, TAB_TITLE_ROTATION_DELAY_MS);
      } else {
        clearInterval(timer);
        document.title = original;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [t]);
}
