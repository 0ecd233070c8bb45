import { describe, expect, test } from 'vitest';
import { dismissibleTop, initialModalStack, isScrollLocked, modalStackReducer, type ModalAction, type ModalStackState } from '~/lib/modal-stack-state';

const entry = (name: string, blocking = false) => ({ name, props: {}, blocking });
const run = (...actions: ModalAction[]): ModalStackState => actions.reduce(modalStackReducer, initialModalStack);
const show = (name: string, blocking = false): ModalAction => ({ type: 'show', entry: entry(name, blocking) });

describe('modal stack (spec 01 section 4)', () => {
  test('showing a modal with a new name adds it on top and locks page scroll', () => {
    const state = run(show('sign-in'), show('remind'));
    expect(state.stack.map((modal) => modal.name)).toEqual(['sign-in', 'remind']);
    expect(state.overlayVisible).toBe(true);
    expect(isScrollLocked(state)).toBe(true);
  });

  test('showing a name that is already open does not add it twice', () => {
    const once = run(show('sign-in'));
    expect(modalStackReducer(once, show('sign-in'))).toBe(once);
  });

  test('closing removes only that modal', () => {
    const state = run(show('sign-in'), show('remind'), { type: 'close', name: 'sign-in' });
    expect(state.stack.map((modal) => modal.name)).toEqual(['remind']);
  });

  test('the overlay stays until the hide step after the last modal closed (the 100 ms fade)', () => {
    const closed = run(show('sign-in'), { type: 'close', name: 'sign-in' });
    expect(closed.stack).toEqual([]);
    expect(isScrollLocked(closed)).toBe(false);
    expect(closed.overlayVisible).toBe(true);
    expect(modalStackReducer(closed, { type: 'hide-overlay' }).overlayVisible).toBe(false);
  });

  test('the hide step does nothing while a modal is open again', () => {
    const reopened = run(show('sign-in'), { type: 'close', name: 'sign-in' }, show('remind'));
    expect(modalStackReducer(reopened, { type: 'hide-overlay' }).overlayVisible).toBe(true);
  });

  test('close-all empties the stack', () => {
    expect(run(show('a'), show('b'), { type: 'close-all' }).stack).toEqual([]);
  });

  test('an overlay click closes the top modal unless it blocks', () => {
    expect(dismissibleTop(run(show('sign-in'), show('remind')))?.name).toBe('remind');
    expect(dismissibleTop(run(show('sign-in'), show('user-personal-info', true)))).toBeNull();
    expect(dismissibleTop(initialModalStack)).toBeNull();
  });
});
