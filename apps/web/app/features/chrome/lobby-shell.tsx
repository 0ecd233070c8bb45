import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { Button } from '~/ui/button';
import { CherryIcon, LiveIcon } from '~/ui/icons';

/** The lobby's welcome block and section entries; the lobby issue adds banners and game rows below it. */
export function LobbyShell() {
  const t = useT();
  const player = usePlayer();
  const { show } = useModals();
  const { geo } = useRootData();
  return (
    <main id="main" className="page lobby">
      <section className="hero" aria-labelledby="lobby-title">
        <h1 id="lobby-title" className="hero__title">{player ? t('CHROME.WELCOME_BACK', { name: player.nickname ?? player.email }) : t('CHROME.WELCOME_TITLE')}</h1>
        <p className="hero__text">{t('CHROME.WELCOME_TEXT')}</p>
        {!player && geo.access.canSignUp && (
          <Button size="lg" onClick={() => show('sign-up')}>{t('HEADER.SIGN_UP')}</Button>
        )}
      </section>
      <nav className="sections" aria-label={t('HEADER.NAVIGATION')}>
        <Link to="/pokies/all" className="section-card section-card--pokies">
          <CherryIcon size={32} />
          <span className="section-card__title">{t('HEADER.POKIES')}</span>
          <span className="section-card__text">{t('CHROME.POKIES_TEXT')}</span>
        </Link>
        <Link to="/live/all" className="section-card section-card--live">
          <LiveIcon size={32} />
          <span className="section-card__title">{t('HEADER.LIVE')}</span>
          <span className="section-card__text">{t('CHROME.LIVE_TEXT')}</span>
        </Link>
      </nav>
    </main>
  );
}
