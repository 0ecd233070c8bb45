import { createHash } from 'node:crypto';
import { createPrng, hashSeed } from '../../db/seed/catalogue/prng.ts';
import { MOTIFS, defaultMotif } from './game-art-motifs.ts';

/** Background gradient (from, to) and motif accent per theme; the hue turns a little per game so tiles differ. */
const PALETTES: Readonly<Record<string, readonly [string, string, string]>> = {
  egypt: ['#f2a541', '#7a3b0c', '#ffd166'],
  fruit: ['#ff6b6b', '#7b1fa2', '#e63946'],
  book: ['#3d2c8d', '#0b0a2a', '#b5651d'],
  fishing: ['#2ec4b6', '#03396c', '#ff9f1c'],
  crash: ['#1a1a40', '#7b2cbf', '#ff006e'],
  jackpot: ['#6a00f4', '#1b0033', '#ffd700'],
  coin: ['#f77f00', '#582f0e', '#ffd000'],
  classic: ['#d00000', '#370617', '#ffba08'],
  animals: ['#bc6c25', '#283618', '#dda15e'],
  asian: ['#c1121f', '#3c0008', '#d62828'],
  space: ['#240046', '#03001c', '#7b2cbf'],
  candy: ['#ff70a6', '#7a2e8e', '#ff9770'],
  irish: ['#2b9348', '#004b23', '#80b918'],
  viking: ['#415a77', '#0d1b2a', '#778da9'],
  western: ['#dda15e', '#6b3e1f', '#bc6c25'],
  ocean: ['#00b4d8', '#023e8a', '#0077b6'],
  horror: ['#3c096c', '#10002b', '#ff6d00'],
  gems: ['#4cc9f0', '#3a0ca3', '#f72585'],
  lottery: ['#ffbe0b', '#fb5607', '#3a86ff'],
  dice: ['#06d6a0', '#073b4c', '#ef476f'],
  table: ['#2d6a4f', '#081c15', '#1b4332'],
  blackjack: ['#1b4332', '#081c15', '#95d5b2'],
  roulette: ['#6a040f', '#1b0003', '#9d0208'],
  'game-show': ['#8338ec', '#1d0045', '#ffbe0b'],
  baccarat: ['#7f5539', '#2b1a10', '#b08968'],
  poker: ['#14213d', '#000814', '#e63946'],
};
const FALLBACK_PALETTE: readonly [string, string, string] = ['#5f0f40', '#0f0326', '#fb8b24'];

/** Turns a #rrggbb colour around the hue circle. */
export function rotateHue(hex: string, degrees: number): string {
  const channel = (at: number): number => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  const [red, green, blue] = [channel(1), channel(3), channel(5)];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const light = (max + min) / 2;
  const delta = max - min;
  const sat = delta === 0 ? 0 : delta / (1 - Math.abs(2 * light - 1));
  let hue = 0;
  if (delta !== 0)
    hue =
      max === red
        ? ((green - blue) / delta) % 6
        : max === green
          ? (blue - red) / delta + 2
          : (red - green) / delta + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] ?? [0, 0, 0];
  return `#${[r1, g1, b1]
    .map((v) =>
      Math.round(((v ?? 0) + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export interface ArtSubject {
  identifier: string;
  title: string;
  theme: string;
  provider_name: string;
}

/** Bumped when the drawing changes. */
export const GAME_ART_VERSION = 1;

/**
 * The version of one game's art: the drawing's version and a digest of everything drawn. It is part of the art's
 * URL, so a renamed game gets a new URL and the art can be cached for a year as immutable.
 */
export function artVersionOf(subject: ArtSubject): string {
  const digest = createHash('sha1')
    .update([subject.identifier, subject.title, subject.theme, subject.provider_name].join('\n'))
    .digest('base64url');
  return `${GAME_ART_VERSION}.${digest.slice(0, 12)}`;
}

/** XML text and attribute escaping: titles are data, never markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two lines of at most `width` characters; the rest ends in an ellipsis. */
export function wrapTitle(title: string, width = 16): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  const second = `${lines.slice(1).join(' ')}`;
  return [lines[0] ?? '', `${second.slice(0, width - 1).trimEnd()}…`];
}

/**
 * The tile of a game, drawn from its theme and title (DESIGN.md, Web app: game art is drawn by the app):
 * a gradient, the theme's motif, and the title on a dark band. Deterministic per identifier; a few KB at most.
 */
export function drawGameArt(subject: ArtSubject): string {
  const r = createPrng(hashSeed(subject.identifier));
  const hue = r.int(-25, 25);
  const [from, to, accent] = (PALETTES[subject.theme] ?? FALLBACK_PALETTE).map((colour) =>
    rotateHue(colour, hue),
  );
  const motif = (MOTIFS[subject.theme] ?? defaultMotif)(r, accent ?? '#fff');
  const lines = wrapTitle(subject.title);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(30, Math.floor(270 / (longest * 0.6)));
  const firstY = lines.length === 1 ? 258 : 246;
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${firstY + i * (size + 2)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" font-family="Arial,Helvetica,sans-serif">`,
    `<title>${escapeXml(subject.title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="300" height="300" fill="url(#bg)"/>`,
    `<circle cx="${r.int(40, 260)}" cy="${r.int(40, 160)}" r="${r.int(90, 140)}" fill="#fff" opacity=".07"/>`,
    motif,
    `<rect y="215" width="300" height="85" fill="#000" opacity=".5"/>`,
    text,
    `<text x="150" y="292" font-size="11" text-anchor="middle" fill="#fff" opacity=".75" letter-spacing="1">${escapeXml(subject.provider_name.toUpperCase())}</text>`,
    `</svg>`,
  ].join('');
}
