import type { Route } from './+types/oops';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { ButtonLink } from '~/ui/button';

// /oops: the error page other flows send players to (spec 01 section 2). It never shows the AU confirmation card.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'OOPS.TITLE');

export default function Oops() {
  const t = useT();
  return (
    <main id="main" className="page page--center">
      <h1>{t('OOPS.TITLE')}</h1>
      <p className="page__lead">{t('OOPS.TEXT')}</p>
      <ButtonLink to="/">{t('ROUTER.BACK_TO_LOBBY')}</ButtonLink>
    </main>
  );
}
