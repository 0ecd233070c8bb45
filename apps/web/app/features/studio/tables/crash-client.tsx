import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { field } from '../config-read';
import type { StudioRound } from '../studio-session';
import { CrashChart } from './crash-chart';
import { multiplierAt } from '@casino/games/crash/crash-curve';
import { bustedWin, elapsedOf } from './crash-curve';
import { useCrashFeed } from './use-crash-feed';
import './tables.css';

const RECENT = 12;

/** The open bet's auto cash-out target, hundredths, from the round's public state. */
function autoOf(round: StudioRound): number | null {
  const auto = field(field(round.state, 'params'), 'auto_cashout');
  return typeof auto === 'number' ? auto : null;
}

function cashedOutOf(round: StudioRound): number | null {
  const value = field(round.state, 'cashedOutAt') ?? field(round.state, 'cashed_out_at');
  return typeof value === 'number' ? value : null;
}

function CrashPlay({ studio, setPrimary }: GameClientProps) {
  const { t, money, multiplier, sound, session } = studio;
  const { feed, offline } = useCrashFeed(session.game.identifier);
  const resumed = session.open_round && !session.open_round.finished ? session.open_round : null;
  const [bet, setBet] = useState<StudioRound | null>(resumed);
  /** The shared round the bet rides on: the next one to run after it was placed. */
  const [betRoundId, setBetRoundId] = useState<string | null>(null);
  const [useAuto, setUseAuto] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const [recent, setRecent] = useState<{ id: string; point: number }[]>([]);
  const [outcome, setOutcome] = useState<{ win: number; at: number | null } | null>(null);
  const [pending, setPending] = useState(false);
  const shownText = useRef<HTMLSpanElement>(null);

  const open = bet !== null && !bet.finished;
  const phase = feed?.phase ?? null;
  const autoValue = Math.round(Number(autoText.replace(',', '.')) * 100);
  const autoValid = Number.isFinite(autoValue) && autoValue >= 101 && autoValue <= 100_000_000;

  // A bet placed during betting rides the round that starts next; remember which once it runs.
  useEffect(() => {
    if (open && betRoundId === null && feed && feed.phase !== 'busted') setBetRoundId(feed.roundId);
  }, [open, betRoundId, feed]);

  // The bust: record the point, and settle an open bet the way the server does (auto cash-out if reached).
  const seenBust = useRef<string | null>(null);
  useEffect(() => {
    if (
      !feed ||
      feed.phase !== 'busted' ||
      feed.crashPoint === null ||
      seenBust.current === feed.roundId
    )
      return;
    seenBust.current = feed.roundId;
    const point = feed.crashPoint;
    setRecent((current) => [{ id: feed.roundId, point }, ...current].slice(0, RECENT));
    if (bet && !bet.finished && (betRoundId === null || betRoundId === feed.roundId)) {
      const auto = autoOf(bet);
      const win = bustedWin(bet.stake, auto, point);
      const settled: StudioRound = { ...bet, finished: true, win };
      setBet(settled);
      setBetRoundId(null);
      setOutcome({ win, at: win > 0 ? auto : null });
      (win > 0 ? sound.win : sound.lose)();
      studio.reveal(settled);
    } else if (!bet || bet.finished) sound.stop();
  }, [feed, bet, betRoundId, sound, studio]);

  const place = useCallback(async () => {
    if (phase !== 'betting' || open || pending || studio.busy) return;
    if (useAuto && !autoValid) return;
    setPending(true);
    setOutcome(null);
    const round = await studio.start(
      useAuto ? { stake: studio.bet, auto_cashout: autoValue } : { stake: studio.bet },
    );
    setPending(false);
    if (!round) return;
    setBetRoundId(null);
    setBet(round);
    studio.reveal(round);
  }, [phase, open, pending, studio, useAuto, autoValid, autoValue]);

  const cashOut = useCallback(async () => {
    if (!bet || !open || phase !== 'running' || pending || studio.busy) return;
    setPending(true);
    const round = await studio.act(bet.id, { type: 'cashout' });
    setPending(false);
    if (!round) return;
    setBet(round);
    setBetRoundId(null);
    const at = cashedOutOf(round);
    setOutcome({ win: round.win, at });
    sound.win();
    studio.reveal(round);
  }, [bet, open, phase, pending, studio, sound]);

  const riding =
    open && phase === 'running' && (betRoundId === null || betRoundId === feed?.roundId);
  const actions = useRef({ place, cashOut });
  actions.current = { place, cashOut };
  useEffect(() => {
    if (riding)
      setPrimary({
        label: t('STUDIO_TABLES.CRASH.CASH_OUT'),
        onPress: () => void actions.current.cashOut(),
        disabled: pending,
        locksBet: true,
      });
    else if (open)
      setPrimary({
        label: t('STUDIO_TABLES.CRASH.BET_PLACED'),
        onPress: () => undefined,
        disabled: true,
        locksBet: true,
      });
    else
      setPrimary({
        label: t('STUDIO_TABLES.CRASH.PLACE_BET'),
        onPress: () => void actions.current.place(),
        disabled: phase !== 'betting' || pending || (useAuto && !autoValid),
      });
  }, [setPrimary, t, riding, open, phase, pending, useAuto, autoValid]);
  useEffect(() => () => setPrimary(null), [setPrimary]);

  // The countdown to the next flight, refreshed a few times a second while betting.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (phase !== 'betting') return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [phase]);
  const startsIn =
    feed && phase === 'betting' ? Math.max(0, feed.startsAt - (now + feed.offset)) : 0;

  const onFrame = useCallback(
    (hundredths: number) => {
      if (shownText.current) shownText.current.textContent = multiplier(hundredths);
    },
    [multiplier],
  );
  const potential =
    riding && feed
      ? Math.floor((bet.stake * multiplierAt(elapsedOf(feed, Date.now()))) / 100)
      : null;

  return (
    <div className="crash">
      <div className={`crash__stage crash__stage--${phase ?? 'waiting'}`}>
        <CrashChart
          feed={feed}
          cashedOutAt={outcome?.at ?? null}
          label={t('STUDIO_TABLES.CRASH.CHART')}
          onFrame={onFrame}
        />
        <div className="crash__overlay">
          {phase === 'betting' && (
            <p className="crash__status" role="timer">
              {t('STUDIO_TABLES.CRASH.STARTS_IN', { seconds: (startsIn / 1000).toFixed(1) })}
            </p>
          )}
          {phase !== 'betting' && (
            <span ref={shownText} className="crash__multiplier" aria-hidden="true">
              {multiplier(100)}
            </span>
          )}
          {phase === 'busted' && feed?.crashPoint != null && (
            <p className="crash__status crash__status--busted" aria-live="polite">
              {t('STUDIO_TABLES.CRASH.CRASHED_AT', { multiplier: multiplier(feed.crashPoint) })}
            </p>
          )}
          {!feed && (
            <p className="crash__status">
              {t(offline ? 'STUDIO_TABLES.CRASH.OFFLINE' : 'STUDIO_TABLES.CRASH.CONNECTING')}
            </p>
          )}
        </div>
      </div>

      <div className="crash__panel">
        <div className="crash__auto">
          <label className="crash__toggle">
            <input
              type="checkbox"
              checked={useAuto}
              onChange={(event) => setUseAuto(event.target.checked)}
              disabled={open}
            />
            <span>{t('STUDIO_TABLES.CRASH.AUTO_CASHOUT')}</span>
          </label>
          <label className="crash__target">
            <span className="crash__target-label">{t('STUDIO_TABLES.CRASH.TARGET')}</span>
            <input
              type="number"
              inputMode="decimal"
              min="1.01"
              step="0.01"
              value={autoText}
              onChange={(event) => setAutoText(event.target.value)}
              disabled={!useAuto || open}
              aria-invalid={useAuto && !autoValid}
            />
            <span aria-hidden="true">×</span>
          </label>
          {useAuto && !autoValid && (
            <p className="table-actions__notice">{t('STUDIO_TABLES.CRASH.TARGET_INVALID')}</p>
          )}
        </div>
        <p className="crash__bet" aria-live="polite">
          {outcome
            ? outcome.win > 0
              ? t('STUDIO_TABLES.CRASH.CASHED_OUT', {
                  amount: money(outcome.win),
                  multiplier: multiplier(outcome.at ?? 0),
                })
              : t('STUDIO_TABLES.CRASH.LOST')
            : open
              ? potential !== null
                ? t('STUDIO_TABLES.CRASH.RIDING', { amount: money(potential) })
                : t('STUDIO_TABLES.CRASH.IN_NEXT', { stake: money(bet.stake) })
              : phase === 'running'
                ? t('STUDIO_TABLES.CRASH.WAIT_NEXT')
                : t('STUDIO_TABLES.CRASH.BET_HINT')}
        </p>
        {phase === 'busted' && feed?.hash && (
          <p className="crash__hash">
            <span>{t('STUDIO_TABLES.CRASH.HASH')}</span> <code>{feed.hash}</code>
          </p>
        )}
      </div>

      <ol className="crash__recent" aria-label={t('STUDIO_TABLES.CRASH.RECENT')}>
        {recent.map(({ id, point }) => (
          <li key={id} className={point >= 200 ? 'is-high' : undefined}>
            {multiplier(point)}
          </li>
        ))}
      </ol>
    </div>
  );
}

function CrashRecall({ round, format }: RecallProps) {
  const crashPoint = field(round.state, 'crashPoint');
  const cashed = cashedOutOf(round);
  return (
    <div className="table-recall">
      {typeof crashPoint === 'number' && (
        <span>
          {format.t('STUDIO_TABLES.CRASH.CRASHED_AT', {
            multiplier: format.multiplier(crashPoint),
          })}
        </span>
      )}
      <span>
        {cashed !== null
          ? format.t('STUDIO_TABLES.CRASH.CASHED_OUT', {
              amount: format.money(round.win),
              multiplier: format.multiplier(cashed),
            })
          : format.t('STUDIO_TABLES.CRASH.LOST')}
      </span>
    </div>
  );
}

export const client: GameClientModule = { Play: CrashPlay, Recall: CrashRecall };
