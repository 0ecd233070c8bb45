import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The mounted traps, oldest first: only the newest (the dialog on top) takes the keyboard back. */
const openTraps: HTMLElement[] = [];

/**
 * Keeps keyboard focus inside `ref` while mounted: focuses the first field (or the dialog), wraps Tab at both ends,
 * calls `onEscape` on Escape, and gives focus back to whatever had it before on unmount. When focus has left the
 * dialog on top (a click on the overlay of a blocking modal, a focused button that went away), the next Tab or
 * Escape comes back to it instead of reaching the page behind.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  onEscape: (() => void) | null,
): void {
  // Read at key time: modal hosts hand a new callback on every render, and the trap must not restart (and refocus).
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () =>
      [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
    (root.querySelector<HTMLElement>('[autofocus], input, select, textarea') ?? root).focus();
    openTraps.push(root);

    const onKeyDown = (event: KeyboardEvent) => {
      // A newer dialog is on top: the keys are its own.
      if (openTraps.at(-1) !== root) return;
      const inside = root.contains(document.activeElement);
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === root)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, not the dialog: keys pressed while focus is outside must reach the trap too.
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.lastIndexOf(root), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref]);
}
