import { useT } from '~/lib/i18n';
import { dismissToast, useToasts } from '~/lib/toasts';
import { Toast } from '~/ui/toast';

/** The toast list: a polite live region so screen readers announce new toasts (alerts announce themselves). */
export function ToastViewport() {
  const t = useT();
  const toasts = useToasts();
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.kind}
          closeLabel={t('CHROME.CLOSE')}
          onClose={() => dismissToast(toast.id)}
          action={toast.action && { label: t(toast.action.label), run: () => { toast.action?.run(); dismissToast(toast.id); } }}
        >
          {t(toast.text, toast.vars)}
        </Toast>
      ))}
    </div>
  );
}
