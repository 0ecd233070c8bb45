import { validatePassword } from '@casino/domain/password';

export type PasswordStrength = 'invalid' | 'weak' | 'fair' | 'strong';

/**
 * The strength hint under a new password. `invalid` when the policy of spec 01 section 5 refuses it
 * (validatePassword); otherwise one point each for 12+ characters, mixed case and a symbol: length and
 * variety are what slow a guessing attack, so a policy-passing password can still read as weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (validatePassword(password) !== null) return 'invalid';
  const points = [
    password.length >= 12,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  if (points >= 2) return 'strong';
  return points === 1 ? 'fair' : 'weak';
}
