import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is narrower than `width` px: phones stand betting layouts upright. Wide on the server. */
export function useUpright(ref: RefObject<HTMLElement | null>, width = 620): boolean {
  const [upright, setUpright] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setUpright(entry.contentRect.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return upright;
}
