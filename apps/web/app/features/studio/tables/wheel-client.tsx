import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { animate, easeOutCubic } from './motion';
import {
  segmentColour,
  wheelMultiplier,
  wheelRotation,
  wheelSegments,
  wheelStop,
} from './wheel-adapter';
import './tables.css';

const R = 100;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

/** The money wheel in SVG: one wedge per segment with its multiplier, and the pointer at the top. */
function WheelFace({
  segments,
  format,
}: {
  segments: readonly number[];
  format: (hundredths: number) => string;
}) {
  const step = 360 / segments.length;
  return (
    <>
      {segments.map((multiplier, index) => {
        const from = index * step - step / 2;
        const [ax, ay] = polar(R, from);
        const [bx, by] = polar(R, from + step);
        const [tx, ty] = polar(R * 0.78, index * step);
        const fill = segmentColour(multiplier, segments);
        return (
          <g key={index}>
            <path
              d={`M0 0 L${ax} ${ay} A${R} ${R} 0 0 1 ${bx} ${by} Z`}
              fill={fill}
              stroke="#0b0820"
              strokeWidth="0.8"
            />
            <text
              x={tx}
              y={ty}
              transform={`rotate(${index * step - 90} ${tx} ${ty})`}
              fontSize={segments.length > 30 ? 6 : 9}
              fontWeight="800"
              textAnchor="middle"
              dominantBaseline="central"
              fill={fill === '#fbbf24' ? '#1a1203' : '#fff'}
            >
              {multiplier === 0 ? '–' : format(multiplier)}
            </text>
          </g>
        );
      })}
    </>
  );
}

function WheelPlay({ studio, setPrimary }: GameClientProps) {
  const { t, money, multiplier, sound, session } = studio;
  const segments = useMemo(() => wheelSegments(session.game.config), [session.game.config]);
  const rotor = useRef<SVGGElement>(null);
  const angle = useRef(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<{ index: number; win: number; multiplier: number } | null>(
    null,
  );
  const [history, setHistory] = useState<number[]>([]);

  const spin = useCallback(async () => {
    if (spinning || studio.busy || segments.length === 0) return;
    setSpinning(true);
    setResult(null);
    const round = await studio.start({ stake: studio.bet });
    if (!round) return setSpinning(false);
    const index = wheelStop(round.state, segments.length);
    if (index !== null) {
      const from = angle.current;
      const to = wheelRotation(index, segments.length, from);
      let lastSegment = -1;
      await animate(studio.roundMs(4000), (progress) => {
        const now = from + (to - from) * easeOutCubic(progress);
        rotor.current?.setAttribute('transform', `rotate(${now})`);
        const segment = Math.floor((now / 360) * segments.length);
        if (segment !== lastSegment) {
          lastSegment = segment;
          sound.tick();
        }
      });
      angle.current = to % 360;
      rotor.current?.setAttribute('transform', `rotate(${angle.current})`);
    }
    const won = wheelMultiplier(round.state) ?? (index !== null ? (segments[index] ?? 0) : 0);
    if (round.win > 0) (won >= 1000 ? sound.bigWin : sound.win)();
    else sound.lose();
    if (index !== null) {
      setResult({ index, win: round.win, multiplier: won });
      setHistory((current) => [won, ...current].slice(0, 12));
    }
    setSpinning(false);
    studio.reveal(round);
  }, [spinning, studio, segments, sound]);

  const spinRef = useRef(spin);
  spinRef.current = spin;
  useEffect(() => {
    setPrimary({
      label: t('STUDIO_TABLES.WHEEL.SPIN'),
      onPress: () => void spinRef.current(),
      disabled: spinning || segments.length === 0,
      repeatable: true,
    });
  }, [setPrimary, t, spinning, segments.length]);
  useEffect(() => () => setPrimary(null), [setPrimary]);

  const prizes = useMemo(() => [...new Set(segments)].sort((a, b) => b - a), [segments]);

  return (
    <div className="money-wheel">
      <div className="money-wheel__stage">
        <svg
          className="money-wheel__svg"
          viewBox="-112 -118 224 230"
          role="img"
          aria-label={t('STUDIO_TABLES.WHEEL.LABEL', { count: segments.length })}
        >
          <circle r="108" fill="#1a1203" stroke="#fbbf24" strokeWidth="3" />
          {Array.from({ length: 24 }, (_, index) => {
            const [x, y] = polar(104, index * 15);
            return (
              <circle
                key={index}
                cx={x}
                cy={y}
                r="2"
                fill={index % 2 ? '#fde68a' : '#fbbf24'}
                className="money-wheel__bulb"
              />
            );
          })}
          <g ref={rotor}>
            <WheelFace segments={segments} format={multiplier} />
          </g>
          <circle r="16" fill="#15112e" stroke="#fbbf24" strokeWidth="3" />
          <path d="M-9 -116 L9 -116 L0 -96 Z" fill="#f4f2ff" stroke="#0b0820" strokeWidth="1.5" />
        </svg>
      </div>
      <p
        className={`table-outcome${result && result.win > 0 ? ' table-outcome--win' : ''}`}
        aria-live="polite"
      >
        {result
          ? result.win > 0
            ? t('STUDIO_TABLES.WHEEL.RESULT_WIN', {
                multiplier: multiplier(result.multiplier),
                amount: money(result.win),
              })
            : t('STUDIO_TABLES.NO_WIN')
          : spinning
            ? t('STUDIO_TABLES.WHEEL.SPINNING')
            : t('STUDIO_TABLES.WHEEL.HINT')}
      </p>
      <ul className="money-wheel__prizes" aria-label={t('STUDIO_TABLES.WHEEL.PRIZES')}>
        {prizes.map((prize) => (
          <li key={prize} style={{ borderColor: segmentColour(prize, segments) }}>
            <strong>{prize === 0 ? '–' : multiplier(prize)}</strong>
            <span>
              {t('STUDIO_TABLES.WHEEL.SEGMENTS', {
                count: segments.filter((m) => m === prize).length,
              })}
            </span>
          </li>
        ))}
      </ul>
      {history.length > 0 && (
        <ol className="roulette__history" aria-label={t('STUDIO_TABLES.WHEEL.HISTORY')}>
          {history.map((m, index) => (
            <li
              key={index}
              className="money-wheel__past"
              style={{ background: segmentColour(m, segments) }}
            >
              {m === 0 ? '–' : multiplier(m)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function WheelRecall({ round, format }: RecallProps) {
  const won = wheelMultiplier(round.state);
  return (
    <div className="table-recall">
      <strong>{won !== null ? format.multiplier(won) : '–'}</strong>
      <span>
        {round.win > 0
          ? format.t('STUDIO_TABLES.WIN', { amount: format.money(round.win) })
          : format.t('STUDIO_TABLES.NO_WIN')}
      </span>
    </div>
  );
}

export const client: GameClientModule = { Play: WheelPlay, Recall: WheelRecall };
