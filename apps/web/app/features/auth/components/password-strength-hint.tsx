import { useT } from '~/lib/i18n';
import { passwordStrength } from '~/features/auth/utils/password-strength';

const BARS = { invalid: 0, weak: 1, fair: 2, strong: 3 } as const;

/** The policy line and, once the player types, a three-step strength meter (spec 01 section 5 password rule). */
export function PasswordStrengthHint({ password }: { password: string }) {
  const t = useT();
  if (password === '') return <>{t('REGISTRATION.PASSWORD_HINT')}</>;
  const strength = passwordStrength(password);
  const label = t(`REGISTRATION.STRENGTH.${strength.toUpperCase()}`);
  return (
    <span className={`strength strength--${strength}`}>
      <span className="strength__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={bar <= BARS[strength] ? 'strength__bar strength__bar--on' : 'strength__bar'}
          />
        ))}
      </span>
      <span>{t('REGISTRATION.STRENGTH.LABEL', { strength: label })}</span>
      {strength === 'invalid' && (
        <span className="strength__policy"> {t('REGISTRATION.PASSWORD_HINT')}</span>
      )}
    </span>
  );
}
