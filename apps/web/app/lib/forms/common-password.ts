import type { ValidationKey } from '@casino/domain/validation-keys';
import type { validateNotCommonPassword } from '@casino/domain/common-passwords';

interface CommonPasswords {
  validateNotCommonPassword: typeof validateNotCommonPassword;
}

let loading: Promise<CommonPasswords> | null = null;

/**
 * Starts loading the common-password list: a chunk of its own (about 220 KB gzip), fetched only once a player
 * starts choosing a password, never with a page.
 */
export function preloadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('@casino/domain/common-passwords').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The browser's quick answer for a new password on the breach lists (issue 7); null when the list could not be loaded:
 * the server checks every new password anyway.
 */
export async function commonPasswordError(password: string): Promise<ValidationKey | null> {
  try {
    return (await preloadCommonPasswords()).validateNotCommonPassword(password);
  } catch {
    return null;
  }
}
