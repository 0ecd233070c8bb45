import { useState } from 'react';
import { hashServerSeed } from '@casino/games/fair';
import { useT } from '~/lib/i18n';
import type { StudioApi } from './studio-api';
import { errorKey } from './studio-errors';
import type { RevealedSeeds, StudioSeeds } from './studio-session';

/** A fresh client seed proposal: 16 random hex characters from the browser's CSPRNG. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Provably fair (spec 04 section 5): the hash of the secret server seed is shown before any round; rotating the pair
 * reveals that seed, which must hash to what was shown, and starts a new pair with the player's client seed.
 */
export function FairnessPanel({
  api,
  seeds,
  onSeeds,
  disabled,
}: {
  api: StudioApi;
  seeds: StudioSeeds;
  onSeeds: (seeds: StudioSeeds) => void;
  disabled: boolean;
}) {
  const t = useT();
  const [clientSeed, setClientSeed] = useState(seeds.client_seed);
  const [revealed, setRevealed] = useState<RevealedSeeds['revealed'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const rotate = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await api.rotateSeeds(clientSeed.trim() || randomClientSeed());
      setRevealed(answer.revealed);
      onSeeds(answer.seeds);
      setClientSeed(answer.seeds.client_seed);
    } catch (caught) {
      setError(t(errorKey(caught)));
    } finally {
      setSending(false);
    }
  };

  const matches = revealed
    ? hashServerSeed(revealed.server_seed) === revealed.server_seed_hash
    : false;

  return (
    <section className="studio-panel" aria-labelledby="studio-fair-title">
      <h2 id="studio-fair-title">{t('STUDIO.FAIR.TITLE')}</h2>
      <p className="studio-panel__note">{t('STUDIO.FAIR.TEXT')}</p>
      <dl className="studio-seeds">
        <dt>{t('STUDIO.FAIR.SERVER_HASH')}</dt>
        <dd className="studio-mono" data-testid="server-seed-hash">
          {seeds.server_seed_hash}
        </dd>
        <dt>{t('STUDIO.FAIR.NONCE')}</dt>
        <dd className="studio-mono">{seeds.nonce}</dd>
      </dl>
      <label className="studio-field">
        <span>{t('STUDIO.FAIR.CLIENT_SEED')}</span>
        <span className="studio-field__row">
          <input
            value={clientSeed}
            maxLength={64}
            spellCheck={false}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button
            type="button"
            className="studio-button studio-button--ghost"
            onClick={() => setClientSeed(randomClientSeed())}
          >
            {t('STUDIO.FAIR.RANDOM')}
          </button>
        </span>
      </label>
      <button
        type="button"
        className="studio-button"
        onClick={() => void rotate()}
        disabled={disabled || sending}
      >
        {t('STUDIO.FAIR.ROTATE')}
      </button>
      {disabled && <p className="studio-panel__note">{t('STUDIO.FAIR.FINISH_ROUND')}</p>}
      {error && (
        <p className="studio-panel__error" role="alert">
          {error}
        </p>
      )}
      {revealed && (
        <div className="studio-revealed" data-testid="revealed-seed">
          <h3>{t('STUDIO.FAIR.REVEALED')}</h3>
          <dl className="studio-seeds">
            <dt>{t('STUDIO.FAIR.SERVER_SEED')}</dt>
            <dd className="studio-mono">{revealed.server_seed}</dd>
            <dt>{t('STUDIO.FAIR.SERVER_HASH')}</dt>
            <dd className="studio-mono">{revealed.server_seed_hash}</dd>
            <dt>{t('STUDIO.FAIR.CLIENT_SEED')}</dt>
            <dd className="studio-mono">{revealed.client_seed}</dd>
            <dt>{t('STUDIO.FAIR.ROUNDS_PLAYED')}</dt>
            <dd className="studio-mono">{revealed.nonce}</dd>
          </dl>
          <p
            className={matches ? 'studio-check studio-check--ok' : 'studio-check studio-check--bad'}
          >
            {t(matches ? 'STUDIO.FAIR.HASH_MATCHES' : 'STUDIO.FAIR.HASH_MISMATCH')}
          </p>
        </div>
      )}
    </section>
  );
}
