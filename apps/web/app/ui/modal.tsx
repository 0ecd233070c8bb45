import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '~/ui/focus-trap';
import { CloseIcon } from '~/ui/icons';

interface ModalProps {
  title: ReactNode;
  /** Called by the close button and Escape; omit together with `dismissible={false}` for a forced modal. */
  onClose: () => void;
  /** false: no close button, Escape does nothing (spec 01 section 5: non-dismissible edit-profile popup). */
  dismissible?: boolean;
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /** A short line under the title, used as the dialog's description. */
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** A dialog over the modal overlay: role=dialog, aria-modal, labelled by its title, focus trapped and returned on close. */
export function Modal({
  title,
  onClose,
  dismissible = true,
  closeLabel,
  size = 'md',
  description,
  footer,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(ref, dismissible ? onClose : null);
  return (
    <div className="modal-frame">
      <div
        ref={ref}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="icon-btn modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </header>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>
  );
}

/** The full-screen popup of spec 01 section 2 (registration, login, remind, new password, e-mail verify): a modal that fills a phone screen. */
export function FullscreenPopup({ aside, ...props }: ModalProps & { aside?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, props.dismissible === false ? null : props.onClose);
  return (
    <div className="modal-frame modal-frame--fullscreen">
      <div
        ref={ref}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {aside && (
          <div className="popup__aside" aria-hidden="true">
            {aside}
          </div>
        )}
        <div className="popup__main">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {props.title}
            </h2>
            {props.dismissible !== false && (
              <button
                type="button"
                className="icon-btn modal__close"
                aria-label={props.closeLabel}
                onClick={props.onClose}
              >
                <CloseIcon />
              </button>
            )}
          </header>
          {props.description && <p className="modal__description">{props.description}</p>}
          <div className="modal__body">{props.children}</div>
          {props.footer && <footer className="modal__footer">{props.footer}</footer>}
        </div>
      </div>
    </div>
  );
}
