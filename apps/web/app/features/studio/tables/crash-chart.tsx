import { useEffect, useRef } from 'react';
import { elapsedAt, multiplierAt } from '@casino/games/crash/crash-curve';
import { chartScale, elapsedOf, type CrashFeed } from './crash-curve';

/**
 * The flight drawn on a canvas, redrawn every animation frame from the last feed: the curve grows along the engine's
 * curve by the server's clock, turns red at the bust, and marks where the player cashed out.
 */
export function CrashChart({
  feed,
  cashedOutAt,
  label,
  onFrame,
}: {
  feed: CrashFeed | null;
  cashedOutAt: number | null;
  label: string;
  /** Told the multiplier on show each frame (hundredths), so the page's text follows the drawing. */
  onFrame: (hundredths: number) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef({ feed, cashedOutAt, onFrame });
  latest.current = { feed, cashedOutAt, onFrame };

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const element = canvas.current;
      const context = element?.getContext('2d');
      if (!element || !context) return;
      const ratio = window.devicePixelRatio || 1;
      const width = element.clientWidth;
      const height = element.clientHeight;
      if (
        element.width !== Math.round(width * ratio) ||
        element.height !== Math.round(height * ratio)
      ) {
        element.width = Math.round(width * ratio);
        element.height = Math.round(height * ratio);
      }
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      const { feed: current, cashedOutAt: cashed, onFrame: report } = latest.current;

      let elapsed = 0;
      let shown = 100;
      if (current?.phase === 'running') {
        elapsed = elapsedOf(current, Date.now());
        shown = multiplierAt(elapsed);
      } else if (current?.phase === 'busted' && current.crashPoint !== null) {
        shown = current.crashPoint;
        elapsed = elapsedAt(shown);
      }
      report(shown);

      const { maxMs, maxMultiplier } = chartScale(elapsed, shown);
      const left = 44;
      const bottom = height - 26;
      const plotW = width - left - 12;
      const plotH = bottom - 12;
      const x = (ms: number) => left + (ms / maxMs) * plotW;
      const y = (hundredths: number) =>
        bottom - ((hundredths - 100) / (maxMultiplier - 100)) * plotH;

      // Axes and gridlines at round multipliers.
      context.font = '11px system-ui, sans-serif';
      context.fillStyle = 'rgba(244, 242, 255, 0.6)';
      context.strokeStyle = 'rgba(244, 242, 255, 0.12)';
      context.lineWidth = 1;
      const step =
        maxMultiplier <= 300
          ? 50
          : maxMultiplier <= 1000
            ? 100
            : maxMultiplier <= 5000
              ? 500
              : 2000;
      for (let m = 100; m <= maxMultiplier; m += step) {
        context.beginPath();
        context.moveTo(left, y(m));
        context.lineTo(left + plotW, y(m));
        context.stroke();
        context.fillText(`${(m / 100).toFixed(m % 100 === 0 ? 0 : 1)}×`, 6, y(m) + 4);
      }
      const secondsStep = maxMs <= 20_000 ? 2000 : maxMs <= 60_000 ? 10_000 : 30_000;
      for (let ms = 0; ms <= maxMs; ms += secondsStep) {
        const text = `${ms / 1000}s`;
        // Kept inside the canvas: the last label ends at the right edge instead of running past it.
        const at = Math.min(x(ms) - 6, width - context.measureText(text).width - 2);
        context.fillText(text, at, height - 8);
      }

      if (!current || current.phase === 'betting') return;
      const busted = current.phase === 'busted';
      const gradient = context.createLinearGradient(left, bottom, left + plotW, 12);
      gradient.addColorStop(0, busted ? '#ef4444' : '#22d3ee');
      gradient.addColorStop(1, busted ? '#fca5a5' : '#fbbf24');
      context.beginPath();
      context.moveTo(x(0), y(100));
      // The curve is a pure exponential through (0, 1.00x) and (elapsed, shown): drawn smooth, where the floored
      // hundredths of multiplierAt would show as steps.
      const samples = 120;
      for (let index = 1; index <= samples; index++) {
        const share = index / samples;
        context.lineTo(x(elapsed * share), y(100 * (shown / 100) ** share));
      }
      context.lineWidth = 4;
      context.strokeStyle = gradient;
      context.stroke();
      context.lineTo(x(elapsed), bottom);
      context.lineTo(x(0), bottom);
      context.closePath();
      context.fillStyle = busted ? 'rgba(239, 68, 68, 0.12)' : 'rgba(34, 211, 238, 0.12)';
      context.fill();

      // The rocket's head, and the player's cash-out.
      context.beginPath();
      context.arc(x(elapsed), y(shown), 7, 0, Math.PI * 2);
      context.fillStyle = busted ? '#ef4444' : '#fbbf24';
      context.fill();
      if (cashed !== null && cashed <= shown) {
        const cx = x(elapsedAt(cashed));
        context.setLineDash([4, 4]);
        context.strokeStyle = '#86efac';
        context.lineWidth = 2;
        context.beginPath();
        context.moveTo(cx, bottom);
        context.lineTo(cx, y(cashed));
        context.stroke();
        context.setLineDash([]);
        context.beginPath();
        context.arc(cx, y(cashed), 5, 0, Math.PI * 2);
        context.fillStyle = '#86efac';
        context.fill();
      }
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return <canvas ref={canvas} className="crash__chart" role="img" aria-label={label} />;
}
