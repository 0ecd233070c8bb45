/** A code of the authenticator app: six digits (RFC 6238 as the server checks it). */
export function isOtpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
export function secretGroups(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
