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
      return state.stack.length || !state.overlayVisible ? state : { ...state, overlayVisible: false };
  }
}

/** The modal an overlay click or Escape would close: the top one, unless it blocks. */
export function dismissibleTop(state: ModalStackState): ModalEntry | null {
  const top = state.stack.at(-1);
  return top && !top.blocking ? top : null;
}

/** Page scroll is locked while any modal is open. */
export const isScrollLocked = (state: ModalStackState): boolean => state.stack.length > 0;
