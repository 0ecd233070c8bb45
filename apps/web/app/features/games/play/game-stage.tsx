import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '@casino/api/games';
import { useT, type Translate } from '~/lib/i18n';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session';
import { Button, ButtonLink } from '~/ui/button';
import { hasDemo, playPath, realPlayHref, type PlayMode } from '~/features/games/game-links';
import { isUnsupportedCurrency } from '~/features/games/tile-lock';
import { LockIcon } from '~/features/games/game-icons';
import { missingProfileFields, playBlock, type PlayBlock } from './play-rules.ts';
import { LIMITS_PATH, useGameLaunch, type Launch } from './use-game-launch.ts';
import { FullscreenIcon } from './play-icons.tsx';
import './play.css';

// The query cache is player-side code: a guest's demo page does not load it.
const LazyBalanceSync = lazy(() =>
  import('./balance-sync.tsx').then((module) => ({ default: module.BalanceSync })),
);

/** The name the profile feature registered its provider-context popup under (features/profile/modals.ts). */
const CONTEXT_FIELDS_MODAL = 'profile-context-fields';

export interface GameStageProps {
  game: Game;
  mode: PlayMode;
  /** The player's selected wallet's currency; null for a guest. */
  currency: string | null;
  /** The profile fields the provider's player_fields context requires (empty for a demo or a guest). */
  requiredFields: readonly string[];
}

/**
 * The stage of the game page (spec 02 section 5, Play): the studio's frame once nothing blocks play, 16:9 on wide
 * screens and the whole height on phones; above it the real/demo switch, full screen and the limits link. What blocks
 * play (no demo, the currency lock, empty profile fields) is said on the stage instead of the frame.
 */
export function GameStage({ game, mode, currency, requiredFields }: GameStageProps) {
  const t = useT();
  const { player } = useSession();
  const { cryptoCurrencies } = useRootData();
  const demo = hasDemo(game);
  const locked = mode === 'real' && isUnsupportedCurrency(game, currency, cryptoCurrencies);
  const missing = player && mode === 'real' ? missingProfileFields(player, requiredFields) : [];
  const block = playBlock({
    mode,
    hasDemo: demo,
    lockedCurrency: locked ? currency : null,
    missingFields: missing,
  });
  useContextFieldsPopup(game.provider, block.kind === 'profile');
  const canLaunch = block.kind === 'none' && (mode === 'demo' || player !== null);
  const { launch, retry } = useGameLaunch(game, mode, currency, canLaunch);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  return (
    <section className="play-stage" aria-label={t('GAMES.STAGE')}>
      <div className="play-stage__bar">
        <div className="mode-switch" role="group" aria-label={t('GAMES.MODE')}>
          <Link
            to={realPlayHref(game, player !== null)}
            className={`mode-switch__option${mode === 'real' ? ' mode-switch__option--on' : ''}`}
            aria-current={mode === 'real' ? 'page' : undefined}
            replace
          >
            {t('GAMES.MODE_REAL')}
          </Link>
          {demo && (
            <Link
              to={playPath(game, 'demo')}
              className={`mode-switch__option${mode === 'demo' ? ' mode-switch__option--on' : ''}`}
              aria-current={mode === 'demo' ? 'page' : undefined}
              replace
            >
              {t('GAMES.MODE_DEMO')}
            </Link>
          )}
        </div>
        <div className="play-stage__tools">
          {player && (
            <Link to={LIMITS_PATH} className="play-stage__limits">
              {t('PLAY.LIMITS_LINK')}
            </Link>
          )}
          <FullscreenButton target={stage} disabled={launch.state !== 'ready'} />
        </div>
      </div>
      <div ref={stage} className="play-stage__screen">
        {launch.state === 'ready' ? (
          <iframe
            ref={frame}
            key={launch.session.game_url}
            className="play-stage__frame"
            src={launch.session.game_url}
            title={game.title}
            allow="fullscreen; autoplay"
            allowFullScreen
          />
        ) : (
          <StageCover
            game={game}
            block={block}
            launch={launch}
            signedIn={player !== null}
            onRetry={retry}
          />
        )}
      </div>
      {player && (
        <Suspense fallback={null}>
          <LazyBalanceSync frame={frame} />
        </Suspense>
      )}
    </section>
  );
}

/** Opens the provider context's edit-profile popup while fields are missing; it closes itself once they are saved. */
function useContextFieldsPopup(provider: string, needed: boolean) {
  const { show, isOpen } = useModals();
  const open = isOpen(CONTEXT_FIELDS_MODAL);
  useEffect(() => {
    if (needed && !open) show(CONTEXT_FIELDS_MODAL, { context: provider }, { blocking: true });
  }, [needed, open, provider, show]);
}

function FullscreenButton({
  target,
  disabled,
}: {
  target: React.RefObject<HTMLDivElement | null>;
  disabled: boolean;
}) {
  const t = useT();
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(document.fullscreenEnabled), []);
  if (!supported) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return (
    <button
      type="button"
      className="play-stage__tool"
      onClick={toggle}
      disabled={disabled}
      title={t('PLAY.FULLSCREEN')}
    >
      <FullscreenIcon />
      <span>{t('PLAY.FULLSCREEN')}</span>
    </button>
  );
}

function StageCover({
  game,
  block,
  launch,
  signedIn,
  onRetry,
}: {
  game: Game;
  block: PlayBlock;
  launch: Launch;
  signedIn: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const message = coverMessage(t, block, launch, signedIn);
  const lockedByCurrency =
    block.kind === 'currency' || (launch.state === 'refused' && launch.reason === 'currency');
  return (
    <div className="play-stage__cover">
      <img className="game-stage__backdrop" src={game.preview} alt="" aria-hidden="true" />
      <div className="play-stage__cover-inner">
        <img
          className="game-stage__art"
          src={game.preview}
          alt={game.title}
          width={300}
          height={300}
        />
        {message && (
          <p
            className={`game-stage__status${lockedByCurrency ? ' game-stage__status--locked' : ''}`}
            role="status"
          >
            {lockedByCurrency && <LockIcon />}
            <span>{message}</span>
          </p>
        )}
        {lockedByCurrency && (
          <ButtonLink to="/dashboard" variant="secondary" size="sm">
            {t('PLAY.SWITCH_CURRENCY')}
          </ButtonLink>
        )}
        {launch.state === 'starting' && (
          <span className="spinner" role="status" aria-label={t('PLAY.STARTING')} />
        )}
        {launch.state === 'refused' && launch.reason === 'failed' && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('PLAY.RETRY')}
          </Button>
        )}
      </div>
    </div>
  );
}

function coverMessage(
  t: Translate,
  block: PlayBlock,
  launch: Launch,
  signedIn: boolean,
): string | null {
  if (block.kind === 'no-demo') return t('GAMES.NO_DEMO');
  if (block.kind === 'currency')
    return t('GAMES.UNSUPPORTED_CURRENCY_LONG', { currency: block.currency });
  if (block.kind === 'profile') return t('PLAY.PROFILE_REQUIRED');
  if (!signedIn && launch.state === 'waiting') return null;
  if (launch.state === 'refused')
    return t(launch.reason === 'currency' ? 'PLAY.CURRENCY_REFUSED' : 'PLAY.LAUNCH_FAILED');
  return null;
}
