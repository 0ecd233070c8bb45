import type { ModalComponentProps } from '~/lib/modal-stack';
import { useT } from '~/lib/i18n';
import { Modal } from '~/ui/modal';
import { InstallInstructions } from '~/features/chrome/pwa/install-instructions';
import { useInstallUi } from '~/features/chrome/pwa/use-install-ui';

/** The install instructions opened by `?pwa=install` on the lobby (spec 02 section 2), modal name 'pwa-install'. */
export default function InstallModal({ close }: ModalComponentProps) {
  const t = useT();
  const { ui, promptInstall } = useInstallUi();
  return (
    <Modal title={t('PWA.TITLE')} onClose={close} closeLabel={t('CHROME.CLOSE')} size="sm">
      <div className="install">
        <InstallInstructions ui={ui} onInstall={() => void promptInstall()} />
      </div>
    </Modal>
  );
}
