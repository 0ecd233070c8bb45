import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import type { TileGame } from '~/features/games/tile-game';

/**
 * The player's currency as the tiles read it (the profile's currency follows the selected wallet: POST
 * /api/player/accounts sets both); null for a guest.
 */
export function usePlayerCurrency(): string | null {
  return useSession().player?.currency ?? null;
}

export interface FavoriteButtonProps {
  game: Pick<TileGame, 'title' | 'currencies'>;
  className: string;
  withText?: boolean;
}

interface HeartProps extends FavoriteButtonProps {
  on: boolean;
  busy: boolean;
  label: string;
  onClick: () => void;
}

/** The heart itself: pressed when the game is a favourite, busy (and disabled) while its request runs. */
export function HeartButton({ className, withText = false, on, busy, label, onClick }: HeartProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${className}${on ? ` ${className}--on` : ''}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-label={withText ? undefined : label}
      onClick={onClick}
    >
      <span className="game-icon game-icon--heart" />
      {withText && <span>{t(on ? 'GAMES.FAVORITE_ON' : 'GAMES.FAVORITE_OFF')}</span>}
    </button>
  );
}
