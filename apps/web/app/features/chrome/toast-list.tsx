import { useT } from '~/lib/i18n';
import { dismissToast, type Toast as ToastData } from '~/lib/toasts';
import { Toast } from '~/ui/toast';

/** The toast cards on screen, oldest first (a chunk of its own: the first page rarely shows one). */
export default function ToastList({ toasts }: { toasts: readonly ToastData[] }) {
  const t = useT();
  return toasts.map((toast) => (
    <Toast
      key={toast.id}
      tone={toast.kind}
      closeLabel={t('CHROME.CLOSE')}
      onClose={() => dismissToast(toast.id)}
      action={
        toast.action && {
          label: t(toast.action.label),
          run: () => {
            toast.action?.run();
            dismissToast(toast.id);
          },
        }
      }
    >
      {t(toast.text, toast.vars)}
    </Toast>
  ));
}
