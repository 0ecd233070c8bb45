/**
 * The credential checks other sign-ins (the operators' back office) share with the players': password hashes, TOTP
 * steps and the sign-in rate limits with the account lock.
 */
export { consumeAuthRate, countSignInAttempt } from './auth-rate-limits.ts';
export { verifyDecoyPassword, verifyPassword } from './passwords.ts';
export { matchTotpStep } from './totp.ts';
