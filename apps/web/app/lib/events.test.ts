import { expect, test, vi } from 'vitest';
import { createEmitter } from '~/lib/events';

test('listeners get their event until they unsubscribe', () => {
  const emitter = createEmitter<{ login: { playerId: number }; logout: undefined }>();
  const onLogin = vi.fn();
  const onLogout = vi.fn();
  const off = emitter.on('login', onLogin);
  emitter.on('logout', onLogout);
  emitter.emit('login', { playerId: 7 });
  emitter.emit('logout');
  off();
  emitter.emit('login', { playerId: 8 });
  expect(onLogin).toHaveBeenCalledExactlyOnceWith({ playerId: 7 });
  expect(onLogout).toHaveBeenCalledOnce();
});
