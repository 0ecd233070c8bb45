import { lazy, Suspense } from 'react';
import { useToasts } from '~/lib/toasts';

const ToastList = lazy(() => import('~/features/chrome/toast-list'));

/**
 * The toast list: a polite live region so screen readers announce new toasts (alerts announce themselves). The
 * region is in every page from the start; the cards' code loads with the first toast.
 */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </div>
  );
}
