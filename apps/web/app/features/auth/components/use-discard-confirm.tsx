import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCloseGuard } from '~/lib/modal-stack';
import { useT } from '~/lib/i18n';
import { ConfirmDialog } from '~/ui/confirm-dialog';

/**
 * While `dirty`, closing modal `name` (Escape, the overlay, the close button) first asks whether to throw the typed
 * data away (spec 01 section 4: a pending confirm can intercept closing); an untouched form closes at once.
 * Returns the question to render, or null.
 */
export function useDiscardConfirm(name: string, dirty: boolean): ReactNode {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const resolver = useRef<((leave: boolean) => void) | null>(null);

  const guard = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setAsking(true);
      }),
    [],
  );
  useCloseGuard(name, dirty ? guard : null);

  const answer = useCallback((leave: boolean) => {
    setAsking(false);
    resolver.current?.(leave);
    resolver.current = null;
  }, []);
  // Gone while asking (the route was left): settle the question so the stack does not wait on it forever.
  useEffect(() => () => resolver.current?.(true), []);

  if (!asking) return null;
  return (
    <ConfirmDialog
      title={t('REGISTRATION.DISCARD_TITLE')}
      text={t('REGISTRATION.DISCARD_TEXT')}
      confirmLabel={t('REGISTRATION.DISCARD_LEAVE')}
      cancelLabel={t('REGISTRATION.DISCARD_STAY')}
      onAnswer={answer}
    />
  );
}
