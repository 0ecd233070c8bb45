import type { Prng } from '../../db/seed/catalogue/prng.ts';

// Motif shapes per theme, drawn in the upper part of a 300x300 tile (y 20..205). Whole numbers keep the SVG small.

type Motif = (r: Prng, accent: string) => string;

const circle = (cx: number, cy: number, radius: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra}/>`;

function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  fill: string,
): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coords.push(
      `${Math.round(cx + radius * Math.cos(angle))},${Math.round(cy + radius * Math.sin(angle))}`,
    );
  }
  return `<polygon points="${coords.join(' ')}" fill="${fill}"/>`;
}

const sparkles = (r: Prng, count: number): string =>
  Array.from({ length: count }, () =>
    star(r.int(20, 280), r.int(25, 195), r.int(5, 10), 2, 4, '#fff'),
  ).join('');

const card = (x: number, y: number, angle: number, suit: string, color: string): string =>
  `<g transform="rotate(${angle} ${x + 35} ${y + 50})"><rect x="${x}" y="${y}" width="70" height="100" rx="8" fill="#fff"/><text x="${x + 35}" y="${y + 64}" font-size="40" text-anchor="middle" fill="${color}">${suit}</text></g>`;

const wheel = (cx: number, cy: number, radius: number, colors: readonly string[]): string => {
  const circumference = Math.round(2 * Math.PI * radius * 0.5);
  const segment = Math.round(circumference / (colors.length * 2));
  return colors
    .map(
      (color, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${radius / 2}" fill="none" stroke="${color}" stroke-width="${radius}" stroke-dasharray="${segment} ${segment * (colors.length * 2 - 1)}" stroke-dashoffset="${-segment * i * 2}"/>`,
    )
    .join('');
};

export const MOTIFS: Readonly<Record<string, Motif>> = {
  egypt: (r, a) =>
    `${circle(r.int(200, 240), 70, 30, '#ffe08a')}<path d="M30 205L120 80L210 205Z" fill="${a}"/><path d="M150 205L215 115L280 205Z" fill="${a}" opacity=".7"/>`,
  fruit: (r, a) =>
    `<path d="M120 60Q150 80 135 130M170 60Q160 90 180 130" stroke="#3a7d1e" stroke-width="6" fill="none"/>${circle(130, 145, 32, a)}${circle(185, 140, 32, a)}<ellipse cx="${r.int(60, 80)}" cy="170" rx="34" ry="24" fill="#ffd43b"/>`,
  book: (_r, a) =>
    `<rect x="85" y="45" width="130" height="155" rx="8" fill="${a}"/><rect x="85" y="45" width="18" height="155" fill="#000" opacity=".3"/>${circle(159, 115, 34, 'none', ' stroke="#ffe08a" stroke-width="6"')}${star(159, 115, 22, 9, 5, '#ffe08a')}`,
  fishing: (r, a) =>
    `<path d="M60 130Q130 60 200 130Q130 200 60 130Z" fill="${a}"/><path d="M200 130L250 95L250 165Z" fill="${a}"/>${circle(95, 120, 7, '#fff')}${circle(r.int(210, 260), 60, 8, '#fff', ' opacity=".5"')}${circle(235, 40, 5, '#fff', ' opacity=".5"')}`,
  crash: (r, a) =>
    `<path d="M20 200Q150 190 ${r.int(230, 250)} 60" stroke="${a}" stroke-width="8" fill="none"/><path d="M240 40L262 72L228 74Z" fill="#fff"/>${sparkles(r, 3)}`,
  jackpot: (r, a) =>
    `<path d="M70 170L60 80L110 120L150 60L190 120L240 80L230 170Z" fill="${a}"/><rect x="70" y="170" width="160" height="22" fill="${a}"/>${sparkles(r, 4)}`,
  coin: (r, a) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${110 + i * 40}" cy="${170 - i * 45}" rx="42" ry="42" fill="${a}" stroke="#fff3" stroke-width="6"/>`,
      )
      .join('') + sparkles(r, 2),
  classic: (r, a) =>
    `<text x="150" y="180" font-size="150" font-weight="900" text-anchor="middle" fill="${a}">7</text>${sparkles(r, 3)}`,
  animals: (_r, a) =>
    `<ellipse cx="150" cy="150" rx="45" ry="38" fill="${a}"/>${circle(95, 95, 18, a)}${circle(130, 70, 18, a)}${circle(170, 70, 18, a)}${circle(205, 95, 18, a)}`,
  asian: (r, a) =>
    `<ellipse cx="150" cy="120" rx="60" ry="70" fill="${a}"/><rect x="125" y="40" width="50" height="14" fill="#ffd43b"/><rect x="125" y="186" width="50" height="14" fill="#ffd43b"/><path d="M110 120H190M150 60V180" stroke="#ffd43b" stroke-width="4"/>${sparkles(r, 2)}`,
  space: (r, a) =>
    `${circle(150, 115, 55, a)}<ellipse cx="150" cy="115" rx="95" ry="22" fill="none" stroke="#fff" stroke-width="5" opacity=".7"/>${sparkles(r, 6)}`,
  candy: (_r, a) =>
    `<rect x="145" y="120" width="10" height="85" fill="#fff"/>${circle(150, 95, 55, a)}${circle(150, 95, 38, '#fff')}${circle(150, 95, 22, a)}`,
  irish: (_r, a) =>
    `${circle(125, 95, 30, a)}${circle(175, 95, 30, a)}${circle(150, 135, 30, a)}${circle(150, 70, 30, a)}<path d="M150 150Q160 190 185 205" stroke="${a}" stroke-width="8" fill="none"/>`,
  viking: (_r, a) =>
    `${circle(150, 120, 70, a)}${circle(150, 120, 52, 'none', ' stroke="#fff" stroke-width="6" opacity=".6"')}${circle(150, 120, 16, '#ddd')}<path d="M150 50V190M80 120H220" stroke="#fff" stroke-width="6" opacity=".6"/>`,
  western: (r, a) =>
    `${star(150, 120, 78, 34, 5, a)}${circle(150, 120, 20, '#fff', ' opacity=".6"')}${sparkles(r, 2)}`,
  ocean: (r, a) =>
    `<path d="M0 150Q40 120 80 150T160 150T240 150T320 150V210H0Z" fill="${a}"/><path d="M0 180Q40 150 80 180T160 180T240 180T320 180V210H0Z" fill="#fff" opacity=".25"/>${circle(r.int(70, 230), 70, 22, '#fff', ' opacity=".8"')}`,
  horror: (r, a) =>
    `${circle(r.int(190, 230), 75, 45, '#f4f1c9')}${circle(r.int(200, 240), 65, 40, a)}<path d="M40 205L70 120L100 205ZM90 205L130 90L170 205Z" fill="#111" opacity=".8"/>`,
  gems: (r, a) =>
    `<path d="M150 40L225 100L150 200L75 100Z" fill="${a}"/><path d="M75 100H225M150 40L120 100L150 200L180 100Z" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/>${sparkles(r, 3)}`,
  lottery: (r, a) =>
    [70, 150, 230]
      .map(
        (x, i) =>
          `${circle(x, 120 + (i % 2) * 20, 36, i === 1 ? a : '#fff')}<text x="${x}" y="${134 + (i % 2) * 20}" font-size="34" font-weight="700" text-anchor="middle" fill="#222">${r.int(1, 49)}</text>`,
      )
      .join(''),
  dice: (_r, a) =>
    `<rect x="60" y="80" width="90" height="90" rx="14" fill="#fff"/><rect x="160" y="60" width="90" height="90" rx="14" fill="${a}"/>${circle(85, 105, 9, '#222')}${circle(105, 125, 9, '#222')}${circle(125, 145, 9, '#222')}${circle(205, 105, 9, '#fff')}`,
  table: (_r, a) =>
    `<ellipse cx="150" cy="150" rx="130" ry="55" fill="${a}"/>${card(85, 60, -12, '♠', '#222')}${card(145, 60, 12, '♥', '#d22')}`,
  blackjack: () => `${card(80, 50, -14, 'A', '#222')}${card(150, 50, 10, '♠', '#222')}`,
  baccarat: (_r, a) =>
    `${card(80, 50, -10, '9', '#d22')}${card(150, 50, 12, '♦', '#d22')}${circle(240, 180, 22, a, ' stroke="#fff" stroke-width="5" stroke-dasharray="8 6"')}`,
  poker: (_r, a) =>
    `${[0, 1, 2, 3].map((i) => `<ellipse cx="90" cy="${190 - i * 14}" rx="40" ry="12" fill="${i % 2 ? '#fff' : a}"/>`).join('')}${card(150, 60, 8, '♣', '#222')}`,
  roulette: () =>
    `${circle(150, 115, 90, '#5a3a1a')}${wheel(150, 115, 74, ['#c00', '#111', '#c00', '#111', '#c00', '#111', '#c00', '#111', '#080'])}${circle(150, 115, 30, '#c9a24a')}${circle(150, 52, 8, '#fff')}`,
  'game-show': () =>
    `${wheel(150, 115, 90, ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#457b9d', '#8338ec'])}${circle(150, 115, 18, '#fff')}<path d="M140 14H160L150 34Z" fill="#fff"/>`,
};

export const defaultMotif: Motif = (r, a) => `${star(150, 115, 80, 35, 8, a)}${sparkles(r, 4)}`;
