import { Svg as Stroke, type IconProps } from '~/ui/icons';
import type { ReactNode } from 'react';

// Icons of the footer (social networks, trust, awards): inline SVG, no image requests.

function Filled({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ShieldHeartIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M12 16l-3-3a2 2 0 0 1 3-2.6A2 2 0 0 1 15 13z" />
  </Stroke>
);
export const TrophyIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8" />
  </Stroke>
);
export const LinkIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Stroke>
);

const TelegramIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M21.5 4.3L18.4 19c-.2 1-.9 1.3-1.8.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.8 8.6-7.8c.4-.3-.1-.5-.6-.2L6.4 13 1.8 11.6c-1-.3-1-1 .2-1.5L20.2 3c.8-.3 1.6.2 1.3 1.3z" />
  </Filled>
);
const XIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </Filled>
);
const InstagramIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </Stroke>
);
const YoutubeIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z" />
  </Filled>
);
const FacebookIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" />
  </Filled>
);

const SOCIAL_ICONS: Record<string, (p: IconProps) => ReactNode> = {
  telegram: TelegramIcon,
  x: XIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  facebook: FacebookIcon,
};

/** The icon of a social network by the CMS `icon` name; an unknown network gets a plain link icon. */
export function SocialIcon({ name, ...rest }: IconProps & { name: string }) {
  const Icon = SOCIAL_ICONS[name.toLowerCase()] ?? LinkIcon;
  return <Icon {...rest} />;
}
