// Icons of the catalogue (24x24, currentColor), hidden from assistive tech. The tile's play and heart icons are
// CSS masks (games.css): a lobby draws them hundreds of times, and markup is paid per tile.

const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export const LockIcon = () => (
  <svg
    {...common}
    width={28}
    height={28}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
  >
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

export const DiceIcon = ({ size = 36 }: { size?: number }) => (
  <svg
    {...common}
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinejoin="round"
  >
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <circle cx="8.5" cy="8.5" r="1.3" fill="currentColor" />
    <circle cx="15.5" cy="15.5" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
    <circle cx="15.5" cy="8.5" r="1.3" fill="currentColor" />
    <circle cx="8.5" cy="15.5" r="1.3" fill="currentColor" />
  </svg>
);
