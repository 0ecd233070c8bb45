import { useT } from '~/lib/i18n';
import { stepBet } from './bet-steps';

export function BetSelector({
  steps,
  bet,
  onChange,
  money,
  locked,
}: {
  steps: readonly number[];
  bet: number;
  onChange: (bet: number) => void;
  money: (minor: number) => string;
  locked: boolean;
}) {
  const t = useT();
  const first = steps[0] ?? bet;
  const last = steps[steps.length - 1] ?? bet;
  return (
    <div className="studio-bet" role="group" aria-label={t('STUDIO.BET')}>
      <button
        type="button"
        className="studio-bet__step"
        onClick={() => onChange(stepBet(steps, bet, -1))}
        disabled={locked || bet <= first}
        aria-label={t('STUDIO.BET_DOWN')}
      >
        −
      </button>
      <label className="studio-bet__value">
        <span className="studio-bet__label">{t('STUDIO.BET')}</span>
        <select
          value={bet}
          disabled={locked}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {steps.map((step) => (
            <option key={step} value={step}>
              {money(step)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="studio-bet__step"
        onClick={() => onChange(stepBet(steps, bet, 1))}
        disabled={locked || bet >= last}
        aria-label={t('STUDIO.BET_UP')}
      >
        +
      </button>
    </div>
  );
}
