import type { Translate } from '~/lib/i18n';
import type { SeenCard } from './cards';
import { handTotal, type HandResult } from './blackjack-adapter';
import { cardLabel, PlayingCard } from './playing-card';

/**
 * One hand on the felt: its cards fanned, its count, and its result once settled. `fresh` is how many cards were
 * already shown before this step, so only the new ones play the deal animation, one after another.
 */
export function BlackjackHand({
  t,
  title,
  cards,
  shown,
  active = false,
  result = null,
  stake,
  split = false,
}: {
  t: Translate;
  title: string;
  cards: readonly SeenCard[];
  /** Cards already on the table before this step (no animation for them). */
  shown: number;
  active?: boolean;
  result?: HandResult | null;
  stake?: string | null;
  /** One of the hands of a split: a two-card 21 is not a blackjack. */
  split?: boolean;
}) {
  const total = handTotal(cards, split);
  return (
    <section
      className={`blackjack-hand${active ? ' is-active' : ''}${result ? ` blackjack-hand--${result}` : ''}`}
      aria-label={title}
      aria-current={active ? 'true' : undefined}
    >
      <div className="table-hand">
        {cards.map((card, index) => (
          <PlayingCard
            key={index}
            card={card}
            order={Math.max(0, index - shown)}
            label={cardLabel(t, card)}
          />
        ))}
      </div>
      <p className="blackjack-hand__meta">
        {cards.length > 0 && (
          <span
            className="blackjack-hand__total"
            aria-label={t('STUDIO_TABLES.BLACKJACK.TOTAL', { total: total.text })}
          >
            {total.blackjack
              ? t('STUDIO_TABLES.BLACKJACK.BLACKJACK')
              : total.bust
                ? t('STUDIO_TABLES.BLACKJACK.BUST_TOTAL', { total: total.hard })
                : total.text}
          </span>
        )}
        {stake && <span className="blackjack-hand__stake">{stake}</span>}
        {result && (
          <strong className="blackjack-hand__result">
            {t(`STUDIO_TABLES.BLACKJACK.RESULT.${result.toUpperCase()}`)}
          </strong>
        )}
      </p>
    </section>
  );
}
