import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { Button, ButtonLink } from '~/ui/button';
import { CherryIcon, LiveIcon } from '~/ui/icons-core';
import '~/features/games/lobby.css';

export interface LobbyHeroData {
  /** The CMS SEO page of / (title and intro HTML), when the operator wrote one. */
  title: string;
  lead: string;
  pokiesCount: number;
  liveCount: number;
}

/** The lobby's welcome: heading and intro (CMS), sign-up for guests, and the two sections with their game counts. */
export function LobbyHero({ hero }: { hero: LobbyHeroData }) {
  const t = useT();
  const { player } = useSession();
  const { show } = useModals();
  const { geo } = useRootData();
  return (
    <>
      <section className="lobby-hero" aria-labelledby="lobby-title">
        {player && (
          <p className="lobby-hero__greeting">
            {t('LOBBY.WELCOME_BACK', { name: player.nickname ?? player.email })}
          </p>
        )}
        <h1 id="lobby-title" className="lobby-hero__title">
          {hero.title || t('LOBBY.TITLE')}
        </h1>
        {/* The CMS intro speaks to newcomers; a signed-in player gets a line of their own. */}
        {hero.lead && !player ? (
          // The CMS sanitizes page HTML on write (server, CMS module).
          <div className="lobby-hero__text" dangerouslySetInnerHTML={{ __html: hero.lead }} />
        ) : (
          <p className="lobby-hero__text">{t(player ? 'LOBBY.PLAYER_TEXT' : 'LOBBY.TEXT')}</p>
        )}
        <div className="lobby-hero__actions">
          {!player && geo.access.canSignUp && (
            <Button size="lg" variant="gold" onClick={() => show('sign-up')}>
              {t('LOBBY.SIGN_UP')}
            </Button>
          )}
          <ButtonLink to="/pokies/all" size="lg" variant={player ? 'primary' : 'ghost'}>
            {t('LOBBY.BROWSE')}
          </ButtonLink>
        </div>
      </section>
      <nav className="lobby-sections" aria-label={t('LOBBY.SECTIONS')}>
        <Link to="/pokies/all" className="lobby-section lobby-section--pokies">
          <CherryIcon size={30} />
          <span className="lobby-section__title">{t('LOBBY.POKIES')}</span>
          <span className="lobby-section__text">
            {t('LOBBY.POKIES_TEXT', { count: hero.pokiesCount })}
          </span>
        </Link>
        <Link to="/live/all" className="lobby-section lobby-section--live">
          <LiveIcon size={30} />
          <span className="lobby-section__title">{t('LOBBY.LIVE')}</span>
          <span className="lobby-section__text">
            {t('LOBBY.LIVE_TEXT', { count: hero.liveCount })}
          </span>
        </Link>
      </nav>
    </>
  );
}
