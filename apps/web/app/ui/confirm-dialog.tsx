import { useCallback, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '~/ui/button';
import { useFocusTrap } from '~/ui/focus-trap';

interface ConfirmDialogProps {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** true for the confirming button; false for the other one, Escape or a click beside the dialog. */
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A question over the open modal (spec 01 section 4: a pending confirm can intercept closing). It sits in a portal
 * above the modal frame with its own focus trap, so Escape here answers the question instead of closing the modal.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onAnswer,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const cancel = useCallback(() => onAnswer(false), [onAnswer]);
  useFocusTrap(ref, cancel);
  return createPortal(
    <div className="confirm-frame">
      <div className="confirm-frame__backdrop" aria-hidden="true" onClick={cancel} />
      <div
        ref={ref}
        className="confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <p id={textId} className="modal__description">
          {text}
        </p>
        <div className="modal__footer">
          <Button variant="secondary" onClick={() => onAnswer(true)}>
            {confirmLabel}
          </Button>
          <Button variant="primary" onClick={cancel}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
