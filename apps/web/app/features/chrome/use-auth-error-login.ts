import { useEffect } from 'react';
import { events } from '~/lib/events';
import { useModals } from '~/lib/modal-stack';

/** A 401 from any call logs the player out (the session) and opens login (spec 01 section 4). */
export function useAuthErrorLogin(): void {
  const { show } = useModals();
  useEffect(() => events.on('auth-error', () => show('sign-in')), [show]);
}
