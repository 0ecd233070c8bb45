import { useId } from 'react';
import { useT } from '~/lib/i18n';
import { InstallInstructions } from '~/features/chrome/pwa/install-instructions';
import { useInstallUi } from '~/features/chrome/pwa/use-install-ui';

/** The side menu's install block (spec 02 section 2): not in installed mode. */
export function InstallBlock() {
  const t = useT();
  const titleId = useId();
  const { ui, promptInstall } = useInstallUi();
  if (ui === 'running') return null;
  return (
    <section className="install install--block" aria-labelledby={titleId}>
      <h2 id={titleId} className="install__title">
        {t('PWA.TITLE')}
      </h2>
      <InstallInstructions ui={ui} onInstall={() => void promptInstall()} />
    </section>
  );
}
