import type { CSSProperties } from 'react';

/** A shimmering placeholder of the given size while content loads (hidden from assistive tech). */
export function Skeleton({
  width,
  height = '1em',
  radius,
  className,
}: {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return (
    <span
      className={['skeleton', className ?? ''].join(' ').trim()}
      style={style}
      aria-hidden="true"
    />
  );
}
