import { isRed, SUIT_SYMBOL, type SeenCard } from './cards';

/**
 * One playing card in SVG: rank and suit in the corners, a large suit in the middle; face down it shows the back.
 * `order` staggers the deal animation so cards land one after another.
 */
export function PlayingCard({
  card,
  order = 0,
  label,
}: {
  card: SeenCard;
  order?: number;
  label: string;
}) {
  const style = { animationDelay: `${order * 0.28}s` };
  if (card === 'hidden') {
    return (
      <svg
        className="table-card table-card--back"
        viewBox="0 0 60 84"
        role="img"
        aria-label={label}
        style={style}
      >
        <rect
          x="1"
          y="1"
          width="58"
          height="82"
          rx="6"
          fill="#7c1d3a"
          stroke="#f4f2ff"
          strokeWidth="2"
        />
        <rect
          x="6"
          y="6"
          width="48"
          height="72"
          rx="3"
          fill="none"
          stroke="#f4f2ff"
          strokeOpacity="0.6"
        />
        <path
          d="M6 6 L54 78 M54 6 L6 78 M30 6 L30 78 M6 42 L54 42"
          stroke="#f4f2ff"
          strokeOpacity="0.22"
        />
      </svg>
    );
  }
  const ink = isRed(card.suit) ? '#c81e3a' : '#15121f';
  const symbol = SUIT_SYMBOL[card.suit];
  return (
    <svg className="table-card" viewBox="0 0 60 84" role="img" aria-label={label} style={style}>
      <rect
        x="1"
        y="1"
        width="58"
        height="82"
        rx="6"
        fill="#fbfaff"
        stroke="#c9c4e0"
        strokeWidth="1.5"
      />
      <text x="6" y="18" fontSize="15" fontWeight="800" fill={ink}>
        {card.rank}
      </text>
      <text x="6" y="32" fontSize="13" fill={ink}>
        {symbol}
      </text>
      <text x="30" y="56" fontSize="30" textAnchor="middle" fill={ink}>
        {symbol}
      </text>
      <g transform="rotate(180 30 42)">
        <text x="6" y="18" fontSize="15" fontWeight="800" fill={ink}>
          {card.rank}
        </text>
      </g>
    </svg>
  );
}

const RANK_KEYS: Partial<Record<string, string>> = { A: 'ACE', J: 'JACK', Q: 'QUEEN', K: 'KING' };

/** "Ace of spades" in the player's language, for the card's accessible name. */
export function cardLabel(
  t: (key: string, vars?: Record<string, string>) => string,
  card: SeenCard,
): string {
  if (card === 'hidden') return t('STUDIO_TABLES.CARD.HIDDEN');
  const rankKey = RANK_KEYS[card.rank];
  return t('STUDIO_TABLES.CARD.OF', {
    rank: rankKey ? t(`STUDIO_TABLES.CARD.${rankKey}`) : card.rank,
    suit: t(`STUDIO_TABLES.CARD.${card.suit.toUpperCase()}`),
  });
}
