import type { SVGProps } from 'react';

// The icons every page draws (header, bottom bar, lobby): inline SVG, 24x24 grid, stroke in currentColor. The
// rest live in icons.tsx (which re-exports these), so their code stays out of the first page.

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A 24x24 stroke icon frame; features draw their own icons inside it. */
export function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h14V10" />
  </Svg>
);
export const CherryIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7" cy="17" r="3.5" />
    <circle cx="16.5" cy="15.5" r="3.5" />
    <path d="M7 13.5C8 8 11 5 17 3M16.5 12C16 8 15.5 6 17 3" />
  </Svg>
);
export const LiveIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M10 9.5v5l4-2.5z" fill="currentColor" />
  </Svg>
);
export const ChevronIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);

/** The brand mark: a neon chip with a star. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="14" fill="url(#logo-g)" />
      <circle cx="16" cy="16" r="10" fill="#120c2c" />
      <path d="M16 8.5l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z" fill="#fbbf24" />
    </svg>
  );
}
