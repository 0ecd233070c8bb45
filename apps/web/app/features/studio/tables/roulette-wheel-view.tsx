import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { animate, easeOutCubic } from './motion';
import {
  pocketColour,
  POCKET_DEGREES,
  pocketUnder,
  spinTarget,
  WHEEL_ORDER,
} from './roulette-wheel';

const FILL = { red: '#c81e3a', black: '#17131f', green: '#0f8a4c' } as const;
const POCKET_OUTER = 92;
const POCKET_INNER = 64;
const BALL_TRACK = 99;
const BALL_REST = 70;

export interface RouletteWheelHandle {
  /** Spins to `number` over `ms`; resolves when the ball rests in its pocket. */
  spin: (number: number, ms: number, onTick?: () => void) => Promise<void>;
}

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function wedge(index: number): string {
  const from = index * POCKET_DEGREES - POCKET_DEGREES / 2;
  const to = from + POCKET_DEGREES;
  const [ax, ay] = polar(POCKET_OUTER, from);
  const [bx, by] = polar(POCKET_OUTER, to);
  const [cx, cy] = polar(POCKET_INNER, to);
  const [dx, dy] = polar(POCKET_INNER, from);
  return `M${ax} ${ay} A${POCKET_OUTER} ${POCKET_OUTER} 0 0 1 ${bx} ${by} L${cx} ${cy} A${POCKET_INNER} ${POCKET_INNER} 0 0 0 ${dx} ${dy}Z`;
}

/** The European wheel in SVG: 37 pockets in the wheel's real order, a turning rotor, a ball that runs and drops in. */
export const RouletteWheelView = forwardRef<RouletteWheelHandle, { label: string }>(
  function RouletteWheelView({ label }, ref) {
    const rotor = useRef<SVGGElement>(null);
    const ball = useRef<SVGCircleElement>(null);
    const wheelAngle = useRef(0);
    const ballAngle = useRef(0);

    useImperativeHandle(ref, () => ({
      async spin(number, ms, onTick) {
        // On a phone the layout scrolls under the wheel: bring the wheel back into view for the spin.
        rotor.current?.ownerSVGElement?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
        const start = wheelAngle.current % 360;
        const ballStart = ballAngle.current % 360;
        const { wheelEnd, ballEnd } = spinTarget(number, start, ballStart);
        let lastPocket = -1;
        await animate(ms, (progress) => {
          const eased = easeOutCubic(progress);
          const wheel = start + (wheelEnd - start) * eased;
          const angle = ballStart + (ballEnd - ballStart) * eased;
          // The ball rides the track, then spirals in over the last third.
          const drop = Math.max(0, (progress - 0.62) / 0.38);
          const radius = BALL_TRACK - (BALL_TRACK - BALL_REST) * easeOutCubic(drop);
          rotor.current?.setAttribute('transform', `rotate(${wheel})`);
          const [x, y] = polar(radius, angle);
          ball.current?.setAttribute('cx', String(x));
          ball.current?.setAttribute('cy', String(y));
          const pocket = pocketUnder(angle, wheel);
          if (drop > 0 && pocket !== lastPocket) {
            lastPocket = pocket;
            onTick?.();
          }
        });
        wheelAngle.current = wheelEnd;
        ballAngle.current = ballEnd;
      },
    }));

    const pockets = useMemo(
      () =>
        WHEEL_ORDER.map((n, index) => {
          const [tx, ty] = polar((POCKET_OUTER + POCKET_INNER) / 2 + 3, index * POCKET_DEGREES);
          return (
            <g key={n}>
              <path
                d={wedge(index)}
                fill={FILL[pocketColour(n)]}
                stroke="#d9b45a"
                strokeWidth="0.6"
              />
              <text
                x={tx}
                y={ty}
                fontSize="7.5"
                fontWeight="700"
                fill="#fff"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${index * POCKET_DEGREES} ${tx} ${ty})`}
              >
                {n}
              </text>
            </g>
          );
        }),
      [],
    );

    return (
      <svg className="roulette-wheel" viewBox="-110 -110 220 220" role="img" aria-label={label}>
        <defs>
          <radialGradient id="roulette-wood" cx="50%" cy="50%" r="50%">
            <stop offset="80%" stopColor="#6b3a1a" />
            <stop offset="100%" stopColor="#3a1d0b" />
          </radialGradient>
          <radialGradient id="roulette-cone" cx="50%" cy="40%" r="60%">
            <stop offset="0%" stopColor="#f1d48a" />
            <stop offset="100%" stopColor="#8a6420" />
          </radialGradient>
        </defs>
        <circle r="108" fill="url(#roulette-wood)" />
        <circle r={BALL_TRACK + 4} fill="#24160c" stroke="#d9b45a" strokeWidth="1" />
        <g ref={rotor}>
          {pockets}
          <circle r={POCKET_INNER} fill="#2a1a0e" stroke="#d9b45a" strokeWidth="1" />
          <circle r="40" fill="url(#roulette-cone)" />
          {[0, 45, 90, 135].map((angle) => (
            <rect
              key={angle}
              x="-3"
              y="-40"
              width="6"
              height="80"
              rx="3"
              fill="#c9a24a"
              transform={`rotate(${angle})`}
            />
          ))}
          <circle r="9" fill="#f1d48a" stroke="#8a6420" />
        </g>
        <circle
          ref={ball}
          cx="0"
          cy={-BALL_TRACK}
          r="4.2"
          fill="#fbfaff"
          stroke="#9d96c4"
          strokeWidth="0.8"
        />
      </svg>
    );
  },
);
