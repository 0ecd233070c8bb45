/**
 * Resolves once the browser is idle (at most `timeoutMs` later), for work that must not compete with the page
 * becoming usable; a plain short timeout where requestIdleCallback is missing (Safari).
 */
export function whenIdle(timeoutMs = 3000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 200);
  });
}
