import { useNavigation } from 'react-router';

/** An indeterminate spinner with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}

/** The global loader of spec 01 section 2: a thin bar at the top while a navigation loads. */
export function GlobalLoader({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      className="global-loader"
      data-active={busy}
      role="progressbar"
      aria-label={label}
      aria-hidden={!busy}
      aria-busy={busy}
    >
      <span className="global-loader__bar" />
    </div>
  );
}
