import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { MODAL_OVERLAY_HIDE_DELAY_MS } from '@casino/domain/constants';
import {
  createCloseGuards,
  dismissibleTop,
  initialModalStack,
  isScrollLocked,
  modalStackReducer,
  type CloseGuard,
  type CloseGuards,
  type ModalEntry,
} from '~/lib/modal-stack-state';

/** What every registered modal component receives. */
export interface ModalComponentProps {
  name: string;
  /** Whatever the caller passed to show(name, props). */
  props: Record<string, unknown>;
  /** Asks to close this modal (a close guard may refuse). */
  close: () => void;
  /** True when overlay clicks and Escape must not close it. */
  blocking: boolean;
}

/** A modal by name: its component is loaded lazily, so modals cost nothing on the first page. */
export interface ModalDefinition {
  load: () => Promise<{ default: ComponentType<ModalComponentProps> }>;
  blocking?: boolean;
}

export type ModalRegistry = Record<string, ModalDefinition>;

export type { CloseGuard };

export interface ModalStack {
  stack: readonly ModalEntry[];
  show: (name: string, props?: Record<string, unknown>, options?: { blocking?: boolean }) => void;
  /**
   * Closes `name` once its close guard allows it. `force` skips the guard: for closes that are not the player's
   * "close" (the popup's route was left, the player switched to another popup, the form was sent).
   */
  close: (name: string, options?: { force?: boolean }) => Promise<void>;
  closeAll: () => void;
  isOpen: (name: string) => boolean;
  /** Whether a feature registered this modal (e.g. the deposit button shows only once the cashbox exists). */
  isRegistered: (name: string) => boolean;
}

interface Internal extends ModalStack {
  overlayVisible: boolean;
  guards: CloseGuards;
  registry: ModalRegistry;
}

const ModalContext = createContext<Internal | null>(null);

/** The modal stack of spec 01 section 4 with a registry of modal components by name. */
export function ModalStackProvider({
  registry,
  children,
}: {
  registry: ModalRegistry;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(modalStackReducer, initialModalStack);
  const guards = useRef(createCloseGuards()).current;

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', isScrollLocked(state));
    if (state.stack.length || !state.overlayVisible) return;
    const timer = setTimeout(() => dispatch({ type: 'hide-overlay' }), MODAL_OVERLAY_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const show = useCallback<ModalStack['show']>(
    (name, props = {}, options = {}) => {
      const definition = registry[name];
      // An unknown name would lock the page behind an empty overlay: refuse it and say so.
      if (!definition)
        return console.error(JSON.stringify({ label: 'MODAL_NOT_REGISTERED', name }));
      dispatch({
        type: 'show',
        entry: { name, props, blocking: options.blocking ?? definition.blocking ?? false },
      });
    },
    [registry],
  );
  const close = useCallback<ModalStack['close']>(
    async (name, options = {}) => {
      if (!options.force) {
        const allowed = guards.mayClose(name);
        if (!(typeof allowed === 'boolean' ? allowed : await allowed)) return;
      }
      dispatch({ type: 'close', name });
    },
    [guards],
  );
  const closeAll = useCallback(() => dispatch({ type: 'close-all' }), []);

  const value = useMemo<Internal>(
    () => ({
      ...state,
      show,
      close,
      closeAll,
      isOpen: (name) => state.stack.some((entry) => entry.name === name),
      isRegistered: (name) => name in registry,
      guards,
      registry,
    }),
    [state, show, close, closeAll, guards, registry],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

function useInternal(): Internal {
  const value = useContext(ModalContext);
  if (!value) throw new Error('modal stack used outside ModalStackProvider');
  return value;
}

/** show(name, props?, {blocking?}), close(name, {force?}), closeAll(), isOpen(name), stack. */
export function useModals(): ModalStack {
  return useInternal();
}

/** Lets an open modal intercept its own closing (a pending confirm, spec 01 section 4). */
export function useCloseGuard(name: string, guard: CloseGuard | null): void {
  const { guards } = useInternal();
  useEffect(() => (guard ? guards.set(name, guard) : undefined), [guards, name, guard]);
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<ModalComponentProps>>>();

function lazyModal(name: string, definition: ModalDefinition) {
  let component = lazyCache.get(name);
  if (!component) lazyCache.set(name, (component = lazy(definition.load)));
  return component;
}

/** Renders the overlay and the open modals, bottom to top. Mounted once by the root. */
export function ModalHost() {
  const { stack, overlayVisible, registry, close } = useInternal();
  const state = { stack: [...stack], overlayVisible };
  const top = dismissibleTop(state);
  return (
    <>
      {overlayVisible && (
        <div
          className="modal-overlay"
          data-open={stack.length > 0}
          aria-hidden="true"
          onClick={() => top && void close(top.name)}
        />
      )}
      {stack.map((entry) => {
        const definition = registry[entry.name];
        if (!definition) return null;
        const Component = lazyModal(entry.name, definition);
        return (
          <Suspense
            key={entry.name}
            fallback={<div className="modal-loading" role="status" aria-label="Loading" />}
          >
            <Component
              name={entry.name}
              props={entry.props}
              blocking={entry.blocking}
              close={() => void close(entry.name)}
            />
          </Suspense>
        );
      })}
    </>
  );
}
