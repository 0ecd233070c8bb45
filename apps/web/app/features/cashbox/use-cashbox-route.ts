import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { cashboxBouncesToMain } from '@casino/domain/cashbox';
import { useModals } from '~/lib/modal-stack';
import { CASHBOX_MODALS, type CashboxView } from './modals.ts';

/** What a navigation to a cashbox route carries: the auth popups say where the player came from. */
function fromPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from: unknown = Reflect.get(state, 'from');
  return typeof from === 'string' ? from : null;
}

/**
 * The tab's first page: the router's initial (POP) location at the first entry of its history. Not `location.key`:
 * the scroll-restoration script gives even the first entry a key.
 */
function isFirstPage(navigationType: string): boolean {
  const state: unknown = window.history.state;
  const index: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'idx') : 0;
  return navigationType === 'POP' && (index === 0 || index === undefined);
}

/**
 * For the cashbox routes (spec 01 section 2): opens the view's modal over the lobby. Arriving with no previous route
 * (the tab's first page: a link from outside, the 3-D Secure return) or from sign-up, the page behind goes to main
 * and the modal stays open there; otherwise the modal belongs to the route (closing it goes to main, leaving the
 * route closes it).
 */
export function useCashboxRoute(view: CashboxView, props: Record<string, unknown> = {}): void {
  const name = CASHBOX_MODALS[view];
  const { show, close, isOpen } = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  // Decided once, in the browser, when the route first opens its modal.
  const bounce = useRef<boolean | null>(null);
  const arrival = useRef({ navigationType, from: fromPathOf(location.state) });
  const initialProps = useRef(props);
  const opened = useRef(false);
  const open = isOpen(name);

  useEffect(() => {
    bounce.current ??= cashboxBouncesToMain({
      firstPage: isFirstPage(arrival.current.navigationType),
      fromPath: arrival.current.from,
    });
    show(name, initialProps.current);
    if (bounce.current) void navigate('/', { replace: true });
  }, [show, name, navigate]);

  useEffect(() => {
    if (bounce.current !== false) return;
    if (open) opened.current = true;
    else if (opened.current) {
      opened.current = false;
      void navigate('/', { replace: true });
    }
  }, [open, navigate]);

  useEffect(
    () => () => {
      if (bounce.current === false) void close(name, { force: true });
    },
    [close, name],
  );
}
