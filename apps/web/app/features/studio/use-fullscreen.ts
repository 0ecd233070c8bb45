import { useCallback, useEffect, useState } from 'react';

/** The Fullscreen API on the whole frame document; `available` is false where the embedding page does not allow it. */
export function useFullscreen() {
  const [active, setActive] = useState(false);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    setAvailable(document.fullscreenEnabled === true);
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  return { active, available, toggle };
}
