import { useState } from 'react';
import type { Subscriptions } from '@casino/api/player';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { showToast } from '~/lib/toasts';
import { Checkbox } from '~/ui/fields';
import { updateSubscriptions } from '~/features/profile/api/update-subscriptions';

const TOPICS = [
  'receive_promos',
  'receive_sms_promos',
  'receive_promos_via_phone_calls',
  'agreed_to_partner_promotions',
] as const;
type Topic = (typeof TOPICS)[number];

/** The subscription toggles (GET/PUT /api/subscriptions): each change is saved at once, undone if the server refuses. */
export function SubscriptionsCard({
  subscriptions,
  title,
}: {
  subscriptions: Subscriptions;
  title: string;
}) {
  const t = useT();
  const [current, setCurrent] = useState(subscriptions);
  const [pending, setPending] = useState<Topic | null>(null);

  const toggle = async (topic: Topic, value: boolean) => {
    setPending(topic);
    setCurrent((state) => ({ ...state, [topic]: value }));
    try {
      await updateSubscriptions(api, { [topic]: value });
      showToast({ kind: 'success', text: 'PROFILE.SUBSCRIPTIONS.SAVED' });
    } catch {
      setCurrent((state) => ({ ...state, [topic]: !value }));
      showToast({ kind: 'error', text: 'PROFILE.ERROR_GENERIC' });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="card profile-card" aria-labelledby="profile-subscriptions-title">
      <h2 id="profile-subscriptions-title" className="profile-card__title">
        {title}
      </h2>
      <p className="profile-card__note">{t('PROFILE.SUBSCRIPTIONS.TEXT')}</p>
      {TOPICS.map((topic) => (
        <Checkbox
          key={topic}
          name={topic}
          label={t(`PROFILE.SUBSCRIPTIONS.${topic.toUpperCase()}`)}
          checked={current[topic]}
          disabled={pending === topic}
          aria-busy={pending === topic || undefined}
          onChange={(e) => void toggle(topic, e.target.checked)}
        />
      ))}
    </section>
  );
}
