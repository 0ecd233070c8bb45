import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { usePlayerCurrency } from '~/features/games/heart-button';
import { DiceIcon } from '~/features/games/game-icons';
import '~/features/games/games.css';

/**
 * The random-game card (spec 02 section 4): picks a game of this list on GET /api/games/random and opens it as a
 * tile would (real play for a player, else the demo, else registration).
 */
export function RandomGameCard({
  collection,
  provider,
}: {
  collection?: string | undefined;
  provider?: string | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { player } = useSession();
  const currency = usePlayerCurrency();
  const [busy, setBusy] = useState(false);

  const pick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { pickRandomGame } = await import('~/features/games/pick-random-game');
      await navigate(
        await pickRandomGame({ collection, provider }, { signedIn: player !== null, currency }),
      );
    } catch {
      showToast({ kind: 'error', text: 'GAMES.RANDOM_FAILED' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="promo-card promo-card--random"
      onClick={() => void pick()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <span className="promo-card__art" aria-hidden="true">
        <span className={busy ? 'promo-card__dice promo-card__dice--rolling' : 'promo-card__dice'}>
          <DiceIcon size={44} />
        </span>
      </span>
      <span className="promo-card__title">{t('GAMES.RANDOM_TITLE')}</span>
      <span className="promo-card__text">{t('GAMES.RANDOM_TEXT')}</span>
    </button>
  );
}
