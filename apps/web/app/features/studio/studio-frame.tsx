import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useT } from '~/lib/i18n';
import { readLocal, writeLocal } from '~/lib/local-storage';
import { AutoplayControl } from './autoplay-control';
import { betSteps, defaultBet, nearestStep, stepBet } from './bet-steps';
import { BetSelector } from './bet-selector';
import type {
  GameClientModule,
  PrimaryAction,
  StudioFormat,
  StudioHandle,
} from './client-contract';
import { betRangeOf } from './config-read';
import { FairnessPanel } from './fairness-panel';
import { HistoryDrawer } from './history-drawer';
import type { StudioApi } from './studio-api';
import { errorDetail, errorKey, isFatal } from './studio-errors';
import {
  CloseIcon,
  FullscreenIcon,
  HistoryIcon,
  ShieldIcon,
  SoundOffIcon,
  SoundOnIcon,
} from './studio-icons';
import { formatMultiplier, formatPercent, formatStudioMoney } from './studio-money';
import type { StudioSeeds, StudioSession } from './studio-session';
import { createSound, readMuted, writeMuted } from './studio-sound';
import { useFrameKeys } from './use-frame-keys';
import { useFullscreen } from './use-fullscreen';
import { useStudioRounds } from './use-studio-rounds';

type Drawer = 'history' | 'fair' | null;

const betKey = (identifier: string) => `studio:bet:${identifier}`;

/** The chrome every studio game shares: balance, bet, main button, keys, sound, autoplay, fairness, recall. */
export function StudioFrame({
  api,
  session,
  module,
}: {
  api: StudioApi;
  session: StudioSession;
  module: GameClientModule;
}) {
  const t = useT();
  const locale = useLocale();
  const { game } = session;
  const rounds = useStudioRounds(api, session);
  const fullscreen = useFullscreen();
  const [seeds, setSeeds] = useState<StudioSeeds>(session.seeds);
  const [drawer, setDrawer] = useState<Drawer>(null);
  const [muted, setMutedState] = useState(false);
  useEffect(() => setMutedState(readMuted()), []);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    writeMuted(next);
  }, []);
  const sound = useMemo(() => createSound(muted, setMuted), [muted, setMuted]);

  const range = (module.betRange ?? betRangeOf)(game.config);
  const steps = useMemo(() => betSteps(range.min, range.max), [range.min, range.max]);
  const [bet, setBetState] = useState(() => defaultBet(steps, session.balance));
  useEffect(() => {
    const stored = Number(readLocal(betKey(game.identifier)));
    if (stored > 0) setBetState(nearestStep(steps, stored));
  }, [game.identifier, steps]);
  const setBet = useCallback(
    (next: number) => {
      setBetState(next);
      writeLocal(betKey(game.identifier), String(next));
    },
    [game.identifier],
  );

  const [primary, setPrimary] = useState<PrimaryAction | null>(null);
  const [autoplay, setAutoplay] = useState(0);
  const betLocked = rounds.busy || primary?.locksBet === true || autoplay > 0;

  const format = useMemo<StudioFormat>(
    () => ({
      locale,
      t,
      money: (minor) => formatStudioMoney(minor, session.currency, locale),
      multiplier: (hundredths) => formatMultiplier(hundredths, locale),
      percent: (share) => formatPercent(share, locale),
    }),
    [locale, t, session.currency],
  );

  const { start, act, reveal, busy, settled, error } = rounds;
  const handle = useMemo<StudioHandle>(
    () => ({
      ...format,
      session: { ...session, seeds },
      bet,
      busy,
      start: async (params) => {
        const round = await start(params);
        if (round) setSeeds((current) => ({ ...current, nonce: round.nonce + 1 }));
        return round;
      },
      act,
      reveal,
      roundMs: (natural) => Math.max(natural, session.min_round_ms),
      sound,
    }),
    [format, session, seeds, bet, busy, start, act, reveal, sound],
  );

  // Autoplay presses the main button again after each finished round, and stops at any refusal.
  const primaryRef = useRef(primary);
  primaryRef.current = primary;
  useEffect(() => {
    if (error) setAutoplay(0);
  }, [error]);
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (autoplay <= 0) return;
    const left = autoplay - 1;
    setAutoplay(left);
    if (left === 0) return;
    const next = setTimeout(() => {
      const action = primaryRef.current;
      if (action?.repeatable && !action.disabled) action.onPress();
      else setAutoplay(0);
    }, 450);
    return () => clearTimeout(next);
  }, [settled, autoplay]);

  const press = () => {
    if (!primary || primary.disabled || busy) return;
    sound.click();
    primary.onPress();
  };
  const fatal = isFatal(error);
  useFrameKeys(
    {
      play: press,
      betUp: () => !betLocked && setBet(stepBet(steps, bet, 1)),
      betDown: () => !betLocked && setBet(stepBet(steps, bet, -1)),
    },
    drawer === null && !fatal,
  );

  const { Play, Recall } = module;
  const toggle = (next: Drawer) => setDrawer((current) => (current === next ? null : next));

  return (
    <div className="studio" data-engine={game.engine} data-theme={game.presentation.theme}>
      <header className="studio-top">
        <div className="studio-top__title">
          <h1>{game.title}</h1>
          <span className="studio-top__rtp">
            {t('STUDIO.RTP', { rtp: formatPercent(game.rtp, locale) })}
          </span>
        </div>
        <div className="studio-balance" aria-live="polite">
          <span className="studio-balance__label">
            {session.mode === 'demo' ? t('STUDIO.DEMO_BALANCE') : t('STUDIO.BALANCE')}
          </span>
          <strong data-testid="studio-balance">{format.money(rounds.shownBalance)}</strong>
        </div>
        <nav className="studio-tools" aria-label={t('STUDIO.TOOLS')}>
          <button
            type="button"
            onClick={() => toggle('history')}
            aria-pressed={drawer === 'history'}
            aria-label={t('STUDIO.HISTORY.TITLE')}
            title={t('STUDIO.HISTORY.TITLE')}
          >
            <HistoryIcon />
          </button>
          <button
            type="button"
            onClick={() => toggle('fair')}
            aria-pressed={drawer === 'fair'}
            aria-label={t('STUDIO.FAIR.TITLE')}
            title={t('STUDIO.FAIR.TITLE')}
          >
            <ShieldIcon />
          </button>
          <button
            type="button"
            onClick={() => setMuted(!muted)}
            aria-pressed={muted}
            aria-label={t(muted ? 'STUDIO.UNMUTE' : 'STUDIO.MUTE')}
            title={t(muted ? 'STUDIO.UNMUTE' : 'STUDIO.MUTE')}
          >
            {muted ? <SoundOffIcon /> : <SoundOnIcon />}
          </button>
          {fullscreen.available && (
            <button
              type="button"
              onClick={fullscreen.toggle}
              aria-pressed={fullscreen.active}
              aria-label={t(fullscreen.active ? 'STUDIO.EXIT_FULLSCREEN' : 'STUDIO.FULLSCREEN')}
              title={t(fullscreen.active ? 'STUDIO.EXIT_FULLSCREEN' : 'STUDIO.FULLSCREEN')}
            >
              <FullscreenIcon active={fullscreen.active} />
            </button>
          )}
        </nav>
      </header>

      {error !== null && (
        <div className={fatal ? 'studio-error studio-error--fatal' : 'studio-error'} role="alert">
          <p>{t(errorKey(error))}</p>
          {errorDetail(error) && <p className="studio-error__detail">{errorDetail(error)}</p>}
          {!fatal && (
            <button type="button" onClick={rounds.clearError} aria-label={t('STUDIO.DISMISS')}>
              <CloseIcon />
            </button>
          )}
        </div>
      )}

      <main className="studio-stage">
        <Play studio={handle} setPrimary={setPrimary} />
      </main>

      <footer className="studio-bar">
        <BetSelector
          steps={steps}
          bet={bet}
          onChange={setBet}
          money={format.money}
          locked={betLocked || fatal}
        />
        <button
          type="button"
          className="studio-play"
          onClick={press}
          disabled={!primary || primary.disabled || busy || fatal}
          data-testid="studio-play"
        >
          {primary?.label ?? t('STUDIO.PLAY')}
        </button>
        {primary?.repeatable && (
          <AutoplayControl
            remaining={autoplay}
            disabled={busy || fatal || primary.disabled === true}
            onStart={(count) => {
              setAutoplay(count);
              press();
            }}
            onStop={() => setAutoplay(0)}
          />
        )}
      </footer>

      {drawer && (
        <aside
          className="studio-drawer"
          aria-label={t(drawer === 'history' ? 'STUDIO.HISTORY.TITLE' : 'STUDIO.FAIR.TITLE')}
        >
          <button
            type="button"
            className="studio-drawer__close"
            onClick={() => setDrawer(null)}
            aria-label={t('STUDIO.CLOSE')}
          >
            <CloseIcon />
          </button>
          {drawer === 'history' ? (
            <HistoryDrawer
              api={api}
              refresh={settled}
              Recall={Recall}
              config={game.config}
              format={format}
            />
          ) : (
            <FairnessPanel
              api={api}
              seeds={seeds}
              onSeeds={setSeeds}
              disabled={busy || primary?.locksBet === true}
            />
          )}
        </aside>
      )}
    </div>
  );
}
