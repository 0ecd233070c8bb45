import { useT } from '~/lib/i18n';

/** The decorative side of the full-screen auth popups on wide screens (hidden from assistive tech by the popup). */
export function AuthAside() {
  const t = useT();
  return (
    <div className="auth-aside">
      <svg className="auth-aside__art" viewBox="0 0 200 160" role="presentation">
        <defs>
          <linearGradient id="auth-chip" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#ffd76a" />
            <stop offset="1" stopColor="#c8901e" />
          </linearGradient>
        </defs>
        <g transform="rotate(-12 70 80)">
          <rect x="30" y="30" width="70" height="100" rx="8" fill="#fff" />
          <text x="42" y="58" fontSize="22" fontWeight="700" fill="#d22f4c">
            A
          </text>
          <path d="M65 78l10 14-10 14-10-14z" fill="#d22f4c" />
        </g>
        <g transform="rotate(10 130 80)">
          <rect x="100" y="26" width="70" height="100" rx="8" fill="#fff" />
          <text x="112" y="54" fontSize="22" fontWeight="700" fill="#16122e">
            K
          </text>
          <path
            d="M135 72c-8 10-14 14-14 20a7 7 0 0014 2 7 7 0 0014-2c0-6-6-10-14-20z"
            fill="#16122e"
          />
        </g>
        {[
          [40, 136],
          [100, 142],
          [160, 134],
        ].map(([cx, cy]) => (
          <g key={cx}>
            <circle cx={cx} cy={cy} r="16" fill="url(#auth-chip)" />
            <circle
              cx={cx}
              cy={cy}
              r="10"
              fill="none"
              stroke="#fff6"
              strokeWidth="3"
              strokeDasharray="4 4"
            />
          </g>
        ))}
      </svg>
      <p className="auth-aside__title">{t('REGISTRATION.ASIDE_TITLE')}</p>
      <p className="auth-aside__text">{t('REGISTRATION.ASIDE_TEXT')}</p>
    </div>
  );
}
