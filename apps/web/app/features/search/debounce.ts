/** A debounced call: `call(value)` runs `run(value)` once `ms` have passed without another call. */
export interface Debounced<T> {
  call(value: T): void;
  /** Drops a pending call (the input was cleared or the popup closed). */
  cancel(): void;
}

/** Trailing-edge debounce (spec 02 section 9: search debounce 300 ms); only the last value of a burst runs. */
export function debounce<T>(run: (value: T) => void, ms: number): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    call(value) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        run(value);
      }, ms);
    },
    cancel,
  };
}
