import type { PlayerRound, PublicRound } from '@casino/api/play-client';
import { formatMoney } from '@casino/domain/currency';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { useResource } from '~/lib/forms/use-resource';
import { getPublicRound } from '~/lib/rounds/get-public-round';
import { verifyPath } from '~/lib/rounds/verify-path';
import { ButtonLink } from '~/ui/button';
import { Modal } from '~/ui/modal';
import { Skeleton } from '~/ui/skeleton';
import { FormMessage } from '~/components/form/form-message';
import { RoundState } from '~/components/round/round-state';

/**
 * One round of the history: what the casino booked, the outcome the studio recorded (its public state, as text) and
 * the seeds that decided it, with a link that recomputes it on the verify page.
 */
export function RoundDetail({ round, onClose }: { round: PlayerRound; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const stored = useResource(() => getPublicRound(api, round.round_id));
  const title = t('PLAY.HISTORY.ROUND_TITLE', { game: round.game_title });
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('PLAY.HISTORY.CLOSE')} size="lg">
      <dl className="round-detail__facts">
        <div>
          <dt>{t('PLAY.HISTORY.BET')}</dt>
          <dd>{formatMoney(round.bet_amount_cents, round.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('PLAY.HISTORY.WIN')}</dt>
          <dd>{formatMoney(round.win_amount_cents, round.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('PLAY.HISTORY.ROUND_ID')}</dt>
          <dd>
            <code>{round.round_id}</code>
          </dd>
        </div>
      </dl>
      {stored.loading && <Skeleton height="120px" radius="10px" />}
      {!stored.loading && !stored.data && <FormMessage text={t('PLAY.HISTORY.ROUND_FAILED')} />}
      {stored.data && <StoredRound round={stored.data} />}
    </Modal>
  );
}

function StoredRound({ round }: { round: PublicRound }) {
  const t = useT();
  const seeds = round.seeds;
  return (
    <div className="round-detail">
      <h3>{t('PLAY.HISTORY.OUTCOME')}</h3>
      <RoundState state={round.state} label={t('PLAY.HISTORY.OUTCOME')} />
      <h3>{t('PLAY.HISTORY.SEEDS')}</h3>
      <dl className="round-detail__seeds">
        <div>
          <dt>{t('PLAY.VERIFY.FIELD_SERVER_SEED_HASH')}</dt>
          <dd>
            <code>{seeds.server_seed_hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('PLAY.VERIFY.FIELD_SERVER_SEED')}</dt>
          <dd>
            {seeds.server_seed ? <code>{seeds.server_seed}</code> : t('PLAY.HISTORY.SEED_HIDDEN')}
          </dd>
        </div>
        <div>
          <dt>{t('PLAY.VERIFY.FIELD_CLIENT_SEED')}</dt>
          <dd>
            <code>{seeds.client_seed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('PLAY.VERIFY.FIELD_NONCE')}</dt>
          <dd>{seeds.nonce}</dd>
        </div>
      </dl>
      <ButtonLink to={verifyPath(round.id)} variant="secondary">
        {t('PLAY.HISTORY.VERIFY')}
      </ButtonLink>
    </div>
  );
}
