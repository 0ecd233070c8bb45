import type { PaymentChange } from '@casino/api/payments';

/** The app-wide events of spec 01 section 4 and spec 02 section 2 (side menu), typed by name. */
export interface AppEvents {
  /** Any API call answered 401: the session is gone. */
  'auth-error': undefined;
  'side-menu:open': undefined;
  'side-menu:close': undefined;
  /** A guest became a player (the profile load returned an id). */
  login: { playerId: number };
  logout: undefined;
  /** The profile load finished (player or guest). */
  'data-received': { playerId: number | null };
  /** A payment of the player changed (realtime payments_changes push, spec 03 section 20). */
  'payment-changed': PaymentChange;
}

type Listener<T> = (payload: T) => void;

/** A tiny typed emitter: no dependency, a few hundred bytes in the bundle. */
export function createEmitter<E extends object>() {
  const listeners = new Map<keyof E, Set<Listener<never>>>();
  return {
    on<K extends keyof E>(name: K, listener: Listener<E[K]>): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    emit<K extends keyof E>(name: K, ...payload: E[K] extends undefined ? [] : [E[K]]): void {
      for (const listener of [...(listeners.get(name) ?? [])])
        (listener as Listener<E[K] | undefined>)(payload[0]);
    },
  };
}

export const events = createEmitter<AppEvents>();
