import { useT } from '~/lib/i18n';

/**
 * The coins of spec 02 section 9 ("Crypto currencies: BTC, BCH, ETH, LTC, DOG, USDT"), best known first, each with
 * a monogram common fonts can draw (₿ is missing from many). DOG is the platform's code; players know DOGE.
 */
const COINS = [
  { code: 'BTC', ticker: 'BTC', mark: 'B' },
  { code: 'ETH', ticker: 'ETH', mark: 'Ξ' },
  { code: 'USDT', ticker: 'USDT', mark: 'T' },
  { code: 'LTC', ticker: 'LTC', mark: 'Ł' },
  { code: 'DOG', ticker: 'DOGE', mark: 'Ð' },
  { code: 'BCH', ticker: 'BCH', mark: 'BC' },
] as const;

/** The crypto page's banner: the supported coins as glowing chips. */
export function CryptoHero() {
  const t = useT();
  return (
    <div className="crypto-hero">
      <p className="crypto-hero__eyebrow">{t('CMS.CRYPTO_EYEBROW')}</p>
      <ul className="crypto-hero__coins" aria-label={t('CMS.CRYPTO_COINS')}>
        {COINS.map((coin) => (
          <li key={coin.code} className={`crypto-coin crypto-coin--${coin.code.toLowerCase()}`}>
            <span
              className={`crypto-coin__symbol${coin.mark.length > 1 ? ' crypto-coin__symbol--small' : ''}`}
              aria-hidden="true"
            >
              {coin.mark}
            </span>
            <span className="crypto-coin__code">{coin.ticker}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
