import { useSyncExternalStore } from 'react';
import { TOAST_LIFETIME_MS } from '@casino/domain/constants';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  kind: ToastKind;
  /** A message key (translated when shown) or plain text. */
  text: string;
  vars?: Record<string, string | number>;
  action?: { label: string; run: () => void };
  /** Defaults to TOAST_LIFETIME_MS (10 s, spec 01 section 9). */
  lifetimeMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Removes a toast before its lifetime ends (close button, action taken). */
export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast from anywhere (components, event handlers, fetchers); returns its id. The same text is not stacked twice. */
export function showToast(input: ToastInput): number {
  const existing = toasts.find((toast) => toast.text === input.text);
  if (existing) return existing.id;
  const toast: Toast = { ...input, id: nextId++ };
  publish([...toasts, toast]);
  if (typeof window !== 'undefined')
    setTimeout(() => dismissToast(toast.id), input.lifetimeMs ?? TOAST_LIFETIME_MS);
  return toast.id;
}

/** The toasts on screen now (what useToasts renders). */
export const peekToasts = (): readonly Toast[] => toasts;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverSnapshot: readonly Toast[] = [];

/** The toasts on screen, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, peekToasts, () => serverSnapshot);
}
