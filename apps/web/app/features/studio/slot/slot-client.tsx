import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { useTween, wait } from '../use-tween';
import {
  bonusBuyCost,
  readSlotConfig,
  readSlotState,
  reelFiller,
  slotParams,
  type SlotSpin,
} from './slot-adapter';
import { SlotPaytable } from './slot-paytable';
import { SlotReels, type SpinningReel } from './slot-reels';
import { reelStrip, spinFrame } from './slot-spin';

const FIRST_STOP_MS = 700;
const STAGGER_MS = 220;
const FILLER = 14;
const WIN_SHOW_MS = 900;

function startWindow(reels: number, rows: number, filler: readonly string[]): string[][] {
  return Array.from({ length: reels }, (_, reel) =>
    Array.from(
      { length: rows },
      (_, row) => filler[(reel * rows + row * 3) % filler.length] ?? 'star',
    ),
  );
}

function SlotPlay({ studio, setPrimary }: GameClientProps) {
  const { t } = studio;
  const config = useMemo(
    () => readSlotConfig(studio.session.game.config),
    [studio.session.game.config],
  );
  const filler = useMemo(() => reelFiller(config), [config]);
  const [window, setWindow] = useState(() => startWindow(config.reels, config.rows, filler));
  const [spinning, setSpinning] = useState<(SpinningReel | null)[]>([]);
  const [wins, setWins] = useState<SlotSpin['wins']>([]);
  const [free, setFree] = useState<{ played: number; awarded: number; total: number } | null>(null);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [paytable, setPaytable] = useState(false);
  const shownWindow = useRef(window);
  shownWindow.current = window;
  const tween = useTween();

  const spinTo = async (spin: SlotSpin, naturalMs: number) => {
    const strips = spin.window.map((reel, index) =>
      reelStrip(reel, shownWindow.current[index] ?? reel, filler, FILLER + index * 3),
    );
    const duration = studio.roundMs(naturalMs);
    // The first reel stops after its share of the (maybe stretched) duration, the last one at its end.
    const firstStop = Math.min(duration, FIRST_STOP_MS * (duration / naturalMs));
    const stagger = (duration - firstStop) / Math.max(1, spin.window.length - 1);
    let stopped = 0;
    setWins([]);
    await tween(duration, (progress) => {
      const frame = spinFrame(strips, config.rows, progress * duration, firstStop, stagger);
      const done = frame.filter((reel) => reel === null).length;
      if (done > stopped) {
        stopped = done;
        studio.sound.stop();
      }
      setSpinning(frame);
    });
    setSpinning([]);
    setWindow(spin.window);
    setWins(spin.wins);
    if (spin.wins.length > 0) await wait(WIN_SHOW_MS);
  };

  const spin = async (buyBonus: boolean) => {
    setLastWin(null);
    setFree(null);
    const round = await studio.start(slotParams(studio.bet, buyBonus));
    const view = round && readSlotState(config, round.state);
    if (!round || !view) return;
    const natural = FIRST_STOP_MS + STAGGER_MS * (config.reels - 1);
    const [base, ...freeSpins] = view.spins;
    if (base) await spinTo(base, natural);
    let total = base?.win ?? 0;
    if (freeSpins.length > 0) {
      studio.sound.bigWin();
      setFree({ played: 0, awarded: freeSpins.length, total });
      await wait(1200);
      for (const [index, freeSpin] of freeSpins.entries()) {
        await spinTo(freeSpin, natural * 0.7);
        total += freeSpin.win;
        setFree({ played: index + 1, awarded: freeSpins.length, total });
      }
    }
    setLastWin(round.win);
    if (round.win >= round.stake * 10) studio.sound.bigWin();
    else if (round.win > 0) studio.sound.win();
    studio.reveal(round);
  };

  useEffect(() => {
    setPrimary({ label: t('STUDIO.SLOT.SPIN'), onPress: () => void spin(false), repeatable: true });
  });

  const buyCost = bonusBuyCost(config, studio.bet);
  return (
    <div className="studio-game">
      <div className="studio-game__board slot-board">
        {free && (
          <div className="slot-free" data-testid="slot-free-spins">
            <strong>
              {t('STUDIO.SLOT.FREE_SPINS', { played: free.played, awarded: free.awarded })}
            </strong>
            <span>{t('STUDIO.SLOT.FREE_TOTAL', { amount: studio.money(free.total) })}</span>
          </div>
        )}
        <SlotReels
          window={window}
          reels={config.reels}
          rows={config.rows}
          spinning={spinning}
          wins={wins}
          lines={config.lines}
          format={studio}
        />
      </div>
      <p
        className={`studio-outcome ${lastWin ? 'studio-outcome--win' : 'studio-outcome--loss'}`}
        aria-live="polite"
      >
        {lastWin !== null &&
          (lastWin > 0
            ? t('STUDIO.YOU_WON', { amount: studio.money(lastWin) })
            : t('STUDIO.NO_WIN'))}
      </p>
      <div className="studio-game__controls">
        <button
          type="button"
          className="studio-button studio-button--ghost"
          aria-pressed={paytable}
          onClick={() => setPaytable(!paytable)}
        >
          {t('STUDIO.PAYTABLE')}
        </button>
        {buyCost !== null && (
          <button
            type="button"
            className="studio-button slot-buy"
            disabled={studio.busy}
            onClick={() => {
              studio.sound.click();
              void spin(true);
            }}
          >
            {t('STUDIO.SLOT.BUY_BONUS', { amount: studio.money(buyCost) })}
          </button>
        )}
      </div>
      {paytable && <SlotPaytable config={config} format={studio} />}
    </div>
  );
}

function SlotRecall({ round, config, format }: RecallProps) {
  const read = useMemo(() => readSlotConfig(config), [config]);
  const view = readSlotState(read, round.state);
  if (!view) return <p>{format.t('STUDIO.HISTORY.UNREADABLE')}</p>;
  return (
    <div className="slot-recall">
      {view.spins.map((spin, index) => (
        <figure key={index}>
          <figcaption>
            {index === 0
              ? format.t('STUDIO.SLOT.BASE_SPIN')
              : format.t('STUDIO.SLOT.FREE_SPIN', { number: index })}{' '}
            · {format.money(spin.win)}
          </figcaption>
          <SlotReels
            window={spin.window}
            reels={read.reels}
            rows={read.rows}
            spinning={[]}
            wins={spin.wins}
            lines={read.lines}
            format={format}
          />
        </figure>
      ))}
    </div>
  );
}

export const client: GameClientModule = { Play: SlotPlay, Recall: SlotRecall };
