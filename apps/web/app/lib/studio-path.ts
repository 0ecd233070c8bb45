/**
 * Whether a path belongs to the studio's game frame (/studio/{token}), with or without a locale prefix (/de/studio/…):
 * the frame has its own bare layout and loads none of the player's chrome data.
 */
export const isStudioPath = (pathname: string): boolean =>
  /^(\/[a-z]{2}(-[A-Z]{2})?)?\/studio(\/|$)/.test(pathname);
