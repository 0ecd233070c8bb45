import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '~/ui/icons';

export type ToastTone = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: WarningIcon,
} as const;

interface ToastProps {
  tone: ToastTone;
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
  action?: { label: string; run: () => void };
}

/** One toast card; the viewport that lists them is an aria-live region. */
export function Toast({ tone, children, closeLabel, onClose, action }: ToastProps) {
  const Icon = ICONS[tone];
  return (
    <div
      className={`toast toast--${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      <Icon className="toast__icon" />
      <div className="toast__text">{children}</div>
      {action && (
        <button type="button" className="toast__action" onClick={action.run}>
          {action.label}
        </button>
      )}
      <button
        type="button"
        className="icon-btn toast__close"
        aria-label={closeLabel}
        onClick={onClose}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
