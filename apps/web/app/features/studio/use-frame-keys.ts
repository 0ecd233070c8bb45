import { useEffect, useRef } from 'react';

export interface FrameKeys {
  play: () => void;
  betUp: () => void;
  betDown: () => void;
}

/** Whether a key press belongs to a control that handles it itself (a slider's arrows, a button's Space). */
export function ownsKey(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName);
}

/** Space or Enter plays, arrows change the bet; keys aimed at a form control stay with it. */
export function useFrameKeys(keys: FrameKeys, enabled: boolean): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target)) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (!event.repeat) latest.current.play();
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowRight') {
        event.preventDefault();
        latest.current.betUp();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') {
        event.preventDefault();
        latest.current.betDown();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
