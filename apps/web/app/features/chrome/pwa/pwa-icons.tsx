import { Svg, type IconProps } from '~/ui/icons-core';

// Icons of the install instructions only: the browsers' own symbols the steps refer to, so the player finds them.

/** iOS Share: a box with an arrow out of it. */
export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 10H6v10h12V10h-2" />
  </Svg>
);
/** iOS Add to Home Screen: a plus in a rounded square. */
export const AddSquareIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </Svg>
);
/** A browser's menu button (three dots). */
export const BrowserMenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </Svg>
);
/** Install: an arrow down into a tray. */
export const InstallIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);
