import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { Tabs } from '~/ui/tabs';

// /profile (auth required: the shell's guards send guests to registration). The profile helper owns this file.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_PROFILE');

export default function ProfileLayout() {
  const t = useT();
  return (
    <main id="main" className="page">
      <h1 className="page__title">{t('ROUTER.TITLE_PROFILE')}</h1>
      <Tabs
        label={t('ROUTER.TITLE_PROFILE')}
        items={[
          { id: 'main', label: t('ROUTER.PROFILE_MAIN'), to: '/profile/main' },
          { id: 'security', label: t('ROUTER.PROFILE_SECURITY'), to: '/profile/security' },
          { id: 'limits', label: t('LIMITS.TAB'), to: '/profile/limits' },
          { id: 'games-history', label: t('PLAY.HISTORY.TAB'), to: '/profile/games-history' },
        ]}
      />
      <Outlet />
    </main>
  );
}
