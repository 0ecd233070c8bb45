// The modal stack of spec 01 section 4 as a pure reducer: the provider adds timers and scroll locking.

export interface ModalEntry {
  name: string;
  props: Record<string, unknown>;
  /** A blocking modal ignores overlay clicks and Escape (e.g. the forced personal-info form). */
  blocking: boolean;
}

export interface ModalStackState {
  stack: ModalEntry[];
  /** Stays true for MODAL_OVERLAY_HIDE_DELAY_MS after the last modal closed, so the overlay can fade out. */
  overlayVisible: boolean;
}

export type ModalAction =
  | { type: 'show'; entry: ModalEntry }
  | { type: 'close'; name: string }
  | { type: 'close-all' }
  | { type: 'hide-overlay' };

export const initialModalStack: ModalStackState = { stack: [], overlayVisible: false };

export function modalStackReducer(state: ModalStackState, action: ModalAction): ModalStackState {
  switch (action.type) {
    case 'show':
      // Only a new name adds a modal; showing an open one again is a no-op.
      if (state.stack.some((entry) => entry.name === action.entry.name)) return state;
      return { stack: [...state.stack, action.entry], overlayVisible: true };
    case 'close': {
      const stack = state.stack.filter((entry) => entry.name !== action.name);
      return stack.length === state.stack.length ? state : { ...state, stack };
    }
    case 'close-all':
      return state.stack.length ? { ...state, stack: [] } : state;
    case 'hide-overlay':
      return state.stack.length || !state.overlayVisible
        ? state
        : { ...state, overlayVisible: false };
  }
}

/** The modal an overlay click or Escape would close: the top one, unless it blocks. */
export function dismissibleTop(state: ModalStackState): ModalEntry | null {
  const top = state.stack.at(-1);
  return top && !top.blocking ? top : null;
}

/** Page scroll is locked while any modal is open. */
export const isScrollLocked = (state: ModalStackState): boolean => state.stack.length > 0;

/** Returns true to allow closing; false (or a promise of false) keeps the modal open, e.g. after a "discard changes?" confirm. */
export type CloseGuard = () => boolean | Promise<boolean>;

export interface CloseGuards {
  /** Registers the guard of modal `name`; the returned function removes it (only if it is still the one registered). */
  set(name: string, guard: CloseGuard): () => void;
  /**
   * Whether `name` may close now (spec 01 section 4: a pending confirm can intercept closing). Without a guard: yes.
   * While its guard is still deciding, another request (a second Escape, an overlay click) answers no: the confirm
   * on screen decides, once. A guard that fails lets the modal close rather than trap the player.
   */
  mayClose(name: string): boolean | Promise<boolean>;
}

export function createCloseGuards(): CloseGuards {
  const guards = new Map<string, CloseGuard>();
  const deciding = new Set<string>();
  return {
    set(name, guard) {
      guards.set(name, guard);
      return () => {
        if (guards.get(name) === guard) guards.delete(name);
      };
    },
    // A guard is asked at once (its confirm shows now); without one, or with a plain answer, the close is synchronous.
    mayClose(name) {
      const guard = guards.get(name);
      if (!guard) return true;
      if (deciding.has(name)) return false;
      let answer: boolean | Promise<boolean>;
      try {
        answer = guard();
      } catch {
        return true;
      }
      if (typeof answer === 'boolean') return answer;
      deciding.add(name);
      return answer.catch(() => true).finally(() => deciding.delete(name));
    },
  };
}
