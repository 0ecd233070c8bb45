import { useEffect, useRef } from 'react';

function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A table's letter shortcuts (H hit, S stand, U undo ...): single keys without modifiers, ignored while the player
 * types in a field. Space, Enter and the arrows stay with the frame (main button, bet).
 */
export function useTableKeys(keys: Record<string, () => void>, enabled: boolean): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typesText(event.target))
        return;
      const handler = latest.current[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
