import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n';
import { LIVE_BETTING_SECONDS } from './use-round-clock';

const HOSTS = ['Ana', 'Marco', 'Lena', 'Sofia', 'Jonas', 'Elif', 'Mateo', 'Kaia'] as const;

/** The table's host, the same for a game every time (a hash of its identifier picks one of the studio's hosts). */
export function hostOf(identifier: string): { name: string; index: number } {
  let hash = 0;
  for (const char of identifier) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const index = hash % HOSTS.length;
  return { name: HOSTS[index] ?? 'Ana', index };
}

const SKIN = ['#f1c9a5', '#c68b59', '#8d5524', '#e0ac69'] as const;
const HAIR = ['#2b1b0f', '#6b3a1a', '#0f0f14', '#b5651d', '#d9b45a'] as const;

/** The host drawn in SVG: head, hair, waistcoat and bow tie, idle breathing while betting, a nod on each result. */
function HostAvatar({ index, label, dealing }: { index: number; label: string; dealing: boolean }) {
  const skin = SKIN[index % SKIN.length];
  const hair = HAIR[index % HAIR.length];
  const long = index % 2 === 0;
  return (
    <svg
      className={dealing ? 'live-host live-host--dealing' : 'live-host'}
      viewBox="0 0 120 110"
      role="img"
      aria-label={label}
    >
      <path d="M14 110 C18 78 38 70 60 70 C82 70 102 78 106 110 Z" fill="#15121f" />
      <path d="M46 72 L60 100 L74 72 Z" fill="#fbfaff" />
      <path d="M52 78 L60 84 L68 78 L68 88 L60 84 L52 88 Z" fill="#c81e3a" />
      <rect x="53" y="58" width="14" height="16" rx="5" fill={skin} />
      {long && <path d="M34 40 C32 72 40 80 46 76 L74 76 C80 80 88 72 86 40 Z" fill={hair} />}
      <ellipse cx="60" cy="40" rx="22" ry="25" fill={skin} />
      <path
        d="M37 38 C36 18 50 10 62 12 C76 13 86 22 83 40 C78 28 66 24 52 26 C44 28 40 32 37 38 Z"
        fill={hair}
      />
      <circle cx="52" cy="42" r="2.4" fill="#15121f" />
      <circle cx="68" cy="42" r="2.4" fill="#15121f" />
      <path
        d="M53 53 Q60 58 67 53"
        stroke="#8a3b2a"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The live category's look around a table game: the felt, the host with a name plate, the table's name and the
 * betting clock. The engine and the controls underneath are the same as the studio's RNG tables.
 */
export function LiveTable({
  identifier,
  title,
  clock,
  dealing,
  children,
}: {
  identifier: string;
  title: string;
  /** Seconds left to bet, null when no clock runs. */
  clock: number | null;
  dealing: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const host = hostOf(identifier);
  return (
    <div className="live-table">
      <header className="live-table__head">
        <HostAvatar
          index={host.index}
          label={t('STUDIO_TABLES.LIVE.HOST', { name: host.name })}
          dealing={dealing}
        />
        <div className="live-table__plate">
          <span className="live-table__badge">{t('STUDIO_TABLES.LIVE.BADGE')}</span>
          <strong className="live-table__name">{title}</strong>
          <span className="live-table__host">
            {t('STUDIO_TABLES.LIVE.HOSTED_BY', { name: host.name })}
          </span>
        </div>
        <div className="live-table__clock" role="timer" aria-live="off">
          {clock !== null ? (
            <>
              <svg viewBox="0 0 40 40" aria-hidden="true">
                <circle cx="20" cy="20" r="17" className="live-table__clock-track" />
                <circle
                  cx="20"
                  cy="20"
                  r="17"
                  className="live-table__clock-arc"
                  style={{ strokeDashoffset: 106.8 * (1 - clock / LIVE_BETTING_SECONDS) }}
                />
              </svg>
              <span>{t('STUDIO_TABLES.LIVE.BETS_CLOSE', { seconds: clock })}</span>
            </>
          ) : (
            <span>
              {dealing ? t('STUDIO_TABLES.LIVE.NO_MORE_BETS') : t('STUDIO_TABLES.LIVE.PLACE_BETS')}
            </span>
          )}
        </div>
      </header>
      <div className="live-table__felt">{children}</div>
    </div>
  );
}
