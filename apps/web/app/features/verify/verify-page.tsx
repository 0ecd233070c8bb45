import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicRound } from '@casino/api/play-client';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { getPublicRound } from '~/lib/rounds/get-public-round';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { FormMessage } from '~/components/form/form-message';
import { RoundState } from '~/components/round/round-state';
import {
  EMPTY_VALUES,
  CHAIN_ENGINE,
  fieldsFor,
  parseValues,
  valuesFromQuery,
  valuesFromRound,
  type VerifyValues,
} from './verify-values.ts';
import type { Verification } from './verify-round.ts';
import './verify.css';

const FLOATS_SHOWN = 24;

/**
 * /verify (public): recomputes a studio round in the browser from its seeds with the studio's own code, and shows
 * whether the server seed is the one committed to, the floats drawn and the outcome (spec 04 section 5).
 * `?round={id}` fills the form from the stored round; the other query fields fill it by hand.
 */
export function VerifyPage() {
  const t = useT();
  const [query] = useSearchParams();
  const roundId = query.get('round');
  const [values, setValues] = useState<VerifyValues>(() => valuesFromQuery(query));
  const [round, setRound] = useState<PublicRound | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<Verification | null>(null);

  const run = async (next: VerifyValues) => {
    const parsed = parseValues(next);
    if (!parsed.ok) {
      setResult(null);
      setMessage(
        t(`PLAY.VERIFY.ERROR_${parsed.error.toUpperCase()}`, {
          field: t(`PLAY.VERIFY.FIELD_${parsed.field.toUpperCase()}`),
        }),
      );
      return;
    }
    setBusy(true);
    setMessage(null);
    const { verifyRound } = await import('./verify-round.ts');
    const verification = await verifyRound(parsed);
    setBusy(false);
    setResult(verification);
    if (!verification.ok)
      setMessage(
        verification.error === 'unknown_engine'
          ? t('PLAY.VERIFY.ERROR_ENGINE', { engine: parsed.engine })
          : t('PLAY.VERIFY.ERROR_INPUT', { code: verification.code ?? '' }),
      );
  };

  // A shared link that carries the seeds recomputes at once.
  useEffect(() => {
    if (!roundId && values.server_seed !== '') void run(values);
  }, []);

  useEffect(() => {
    if (!roundId) return;
    let live = true;
    getPublicRound(api, roundId).then(
      (loaded) => {
        if (!live) return;
        const filled = valuesFromRound(loaded);
        setRound(loaded);
        setValues(filled);
        if (filled.server_seed !== '') void run(filled);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
    // run is recreated each render; the round loads once per id.
  }, [roundId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(values);
  };
  const set = (field: keyof VerifyValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <main id="main" className="page verify-page">
      <h1 className="page__title">{t('PLAY.VERIFY.TITLE')}</h1>
      {roundId && loadFailed && <FormMessage text={t('PLAY.VERIFY.ROUND_NOT_FOUND')} />}
      {round && !round.seeds.server_seed && (
        <p className="verify-page__note" role="status">
          {t('PLAY.VERIFY.NOT_REVEALED')}
        </p>
      )}
      <form className="verify-form" noValidate onSubmit={onSubmit}>
        {fieldsFor(values.engine).map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`PLAY.VERIFY.FIELD_${field.toUpperCase()}`)}
            value={values[field]}
            onChange={set(field)}
            spellCheck={false}
            autoComplete="off"
            className={
              field === 'config' || field === 'params' || field === 'actions'
                ? 'verify-form__wide'
                : undefined
            }
          />
        ))}
        <div className="verify-form__actions">
          <Button type="submit" variant="gold" busy={busy}>
            {t('PLAY.VERIFY.SUBMIT')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setValues(EMPTY_VALUES);
              setResult(null);
              setMessage(null);
            }}
          >
            {t('PLAY.VERIFY.CLEAR')}
          </Button>
        </div>
      </form>
      <FormMessage text={message} />
      {result?.ok && (
        <VerificationView
          result={result}
          round={round}
          chain={values.engine.trim() === CHAIN_ENGINE}
        />
      )}
      <section className="verify-page__about" aria-labelledby="verify-about">
        <h2 id="verify-about">{t('PLAY.VERIFY.HOW_TITLE')}</h2>
        <p>{t('PLAY.VERIFY.HOW_COMMIT')}</p>
        <p>{t('PLAY.VERIFY.HOW_BYTES')}</p>
        <p>{t('PLAY.VERIFY.HOW_FLOATS')}</p>
        <p>{t('PLAY.VERIFY.HOW_REVEAL')}</p>
        <p>{t('PLAY.VERIFY.HOW_CRASH')}</p>
      </section>
      <p>
        <Link to="/profile/games-history">{t('PLAY.VERIFY.HISTORY_LINK')}</Link>
      </p>
    </main>
  );
}

function YesNo({ value }: { value: boolean }) {
  const t = useT();
  return (
    <strong className={value ? 'verify-yes' : 'verify-no'}>
      {t(value ? 'PLAY.VERIFY.YES' : 'PLAY.VERIFY.NO')}
    </strong>
  );
}

function VerificationView({
  result,
  round,
  chain,
}: {
  result: Extract<Verification, { ok: true }>;
  round: PublicRound | null;
  chain: boolean;
}) {
  const t = useT();
  const sameOutcome = round ? round.win === result.win && round.stake === result.stake : null;
  return (
    <section className="verify-result" aria-label={t('PLAY.VERIFY.RESULT')}>
      <h2>{t('PLAY.VERIFY.RESULT')}</h2>
      <dl className="verify-result__facts">
        <div>
          <dt>{t(chain ? 'PLAY.VERIFY.GAME_HASH' : 'PLAY.VERIFY.HASH')}</dt>
          <dd>
            <code className="verify-hash">{result.hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t(chain ? 'PLAY.VERIFY.CHAIN_MATCHES' : 'PLAY.VERIFY.HASH_MATCHES')}</dt>
          <dd>
            {result.hashMatches === null ? (
              t('PLAY.VERIFY.NO_HASH')
            ) : (
              <YesNo value={result.hashMatches} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('PLAY.VERIFY.STAKE_WIN')}</dt>
          <dd>
            {result.stake} / {result.win}
          </dd>
        </div>
        {sameOutcome !== null && (
          <div>
            <dt>{t('PLAY.VERIFY.OUTCOME_MATCHES')}</dt>
            <dd>
              <YesNo value={sameOutcome} />
            </dd>
          </div>
        )}
      </dl>
      <h3>{t('PLAY.VERIFY.OUTCOME')}</h3>
      <RoundState state={result.state} label={t('PLAY.VERIFY.OUTCOME')} />
      <h3>{t('PLAY.VERIFY.FLOATS', { count: result.floats.length })}</h3>
      <ol className="verify-floats">
        {result.floats.slice(0, FLOATS_SHOWN).map((float, index) => (
          <li key={index}>
            <code>{float.toFixed(10)}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
