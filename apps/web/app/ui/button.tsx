import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while a request runs. */
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}

const classes = (
  { variant = 'primary', size = 'md', block }: Omit<Common, 'children'>,
  extra?: string,
) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

/** A button; `busy` keeps its width and announces the wait. */
export function Button({
  variant,
  size,
  busy,
  block,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

/** A link styled as a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: Omit<Common, 'busy'> & LinkProps) {
  return (
    <Link className={classes({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}

/** An icon-only button: `label` is its accessible name (and tooltip). */
export function IconButton({
  label,
  className,
  children,
  type = 'button',
  ...rest
}: { label: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={['icon-btn', className ?? ''].join(' ').trim()}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
    </button>
  );
}
