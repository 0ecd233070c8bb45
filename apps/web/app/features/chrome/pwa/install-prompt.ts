import { useSyncExternalStore } from 'react';
import { INSTALL_PROMPT_GLOBAL } from '~/features/chrome/pwa/install-prompt-capture';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  canPrompt: boolean;
  /** The browser installed the app from this tab (`appinstalled`, or the prompt was accepted). */
  installedHere: boolean;
}

function isInstallPromptEvent(value: unknown): value is InstallPromptEvent {
  return value instanceof Event && typeof Reflect.get(value, 'prompt') === 'function';
}

const NOTHING: InstallPromptState = { canPrompt: false, installedHere: false };
let state = NOTHING;
let deferred: InstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();

function update(prompt: InstallPromptEvent | null, installedHere = state.installedHere): void {
  deferred = prompt;
  state = { canPrompt: prompt !== null, installedHere };
  for (const subscriber of subscribers) subscriber();
}

/** Takes over from the document's early listener (install-prompt-capture.ts): its kept event, then the later ones. */
function listen(): void {
  if (listening) return;
  listening = true;
  const early: unknown = Reflect.get(window, INSTALL_PROMPT_GLOBAL);
  Reflect.deleteProperty(window, INSTALL_PROMPT_GLOBAL);
  if (isInstallPromptEvent(early)) update(early);
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (isInstallPromptEvent(event)) update(event);
  });
  addEventListener('appinstalled', () => update(null, true));
}

function subscribe(subscriber: () => void): () => void {
  listen();
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Shows the browser's install prompt. It can be shown once: the browser fires a new event when it may ask again. */
async function promptInstall(): Promise<void> {
  const prompt = deferred;
  if (!prompt) return;
  update(null);
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') update(null, true);
}

/** Whether Chromium's install prompt is at hand, and `promptInstall` to show it (the side menu's install block). */
export function useInstallPrompt(): InstallPromptState & { promptInstall: () => Promise<void> } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING,
  );
  return { ...current, promptInstall };
}
