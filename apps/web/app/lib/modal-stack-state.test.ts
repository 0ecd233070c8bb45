import { describe, expect, test } from 'vitest';
import {
  createCloseGuards,
  dismissibleTop,
  initialModalStack,
  isScrollLocked,
  modalStackReducer,
  type ModalAction,
  type ModalStackState,
} from '~/lib/modal-stack-state';

const entry = (name: string, blocking = false) => ({ name, props: {}, blocking });
const run = (...actions: ModalAction[]): ModalStackState =>
  actions.reduce(modalStackReducer, initialModalStack);
const show = (name: string, blocking = false): ModalAction => ({
  type: 'show',
  entry: entry(name, blocking),
});

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

/** A guard that asks like a confirm on screen: it stays pending until the test answers. */
function pendingConfirm() {
  let answer: (leave: boolean) => void = () => undefined;
  let asked = 0;
  const guard = () => {
    asked += 1;
    return new Promise<boolean>((resolve) => (answer = resolve));
  };
  return { guard, answer: (leave: boolean) => answer(leave), asked: () => asked };
}

describe('close guards: a pending confirm can intercept closing (spec 01 section 4)', () => {
  test('a modal without a guard may close at once, synchronously', () => {
    expect(createCloseGuards().mayClose('sign-up')).toBe(true);
  });

  test('a guard that allows or refuses decides, for its own modal only', async () => {
    const guards = createCloseGuards();
    guards.set('sign-up', () => false);
    guards.set('remind', () => Promise.resolve(true));
    expect(await guards.mayClose('sign-up')).toBe(false);
    expect(await guards.mayClose('remind')).toBe(true);
    expect(guards.mayClose('sign-in')).toBe(true);
  });

  test('the confirm decides: "stay" keeps the modal, "leave" lets it close', async () => {
    const guards = createCloseGuards();
    const confirm = pendingConfirm();
    guards.set('sign-up', confirm.guard);
    const first = guards.mayClose('sign-up');
    confirm.answer(false);
    expect(await first).toBe(false);
    const second = guards.mayClose('sign-up');
    confirm.answer(true);
    expect(await second).toBe(true);
    expect(confirm.asked()).toBe(2);
  });

  test('while the confirm is pending, further close requests are refused without asking again', async () => {
    const guards = createCloseGuards();
    const confirm = pendingConfirm();
    guards.set('sign-up', confirm.guard);
    const pending = guards.mayClose('sign-up');
    // A second Escape and an overlay click while the question is on screen.
    expect(await guards.mayClose('sign-up')).toBe(false);
    expect(await guards.mayClose('sign-up')).toBe(false);
    expect(confirm.asked()).toBe(1);
    confirm.answer(true);
    expect(await pending).toBe(true);
    // Answered: the next request asks again.
    void guards.mayClose('sign-up');
    await Promise.resolve();
    expect(confirm.asked()).toBe(2);
  });

  test('a guard that fails lets the modal close instead of trapping the player', async () => {
    const guards = createCloseGuards();
    guards.set('a', () => {
      throw new Error('broken');
    });
    guards.set('b', () => Promise.reject(new Error('broken')));
    expect(await guards.mayClose('a')).toBe(true);
    expect(await guards.mayClose('b')).toBe(true);
  });

  test('removing a guard frees the modal; a stale remover leaves a newer guard in place', async () => {
    const guards = createCloseGuards();
    const removeOld = guards.set('sign-up', () => false);
    const removeNew = guards.set('sign-up', () => false);
    removeOld();
    expect(await guards.mayClose('sign-up')).toBe(false);
    removeNew();
    expect(guards.mayClose('sign-up')).toBe(true);
  });
});
