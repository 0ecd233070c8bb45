import { Link } from 'react-router';
import type { CmsAward, CmsSocialLink } from '@casino/api/cms';
import { useT } from '~/lib/i18n';
import { SocialIcon, TrophyIcon } from '~/features/chrome/footer-icons';
import type { FooterLogo } from '~/features/chrome/footer-model';

/** Payment and trust logos are drawn in a 3:1 box (the CMS badges are 120 x 40): the row never moves as they load. */
const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 40;

/** Social links of the CMS `social-links` snippet, drawn with the app's own icons; they open the network in a new tab. */
export function FooterSocials({ links }: { links: CmsSocialLink[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <ul className="footer__socials" aria-label={t('FOOTER.SOCIAL')}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            className="footer__social"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('FOOTER.SOCIAL_LINK', { name: link.name })}
            title={link.name}
          >
            <SocialIcon name={link.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Logos the CMS serves itself (/cms-files/*.svg, drawn by the seed as wordmarks): payment methods and trust or
 * licence seals of the visitor's licence. Each has its description as alternative text.
 */
export function FooterLogos({
  id,
  title,
  logos,
  className,
  hiddenTitle = false,
}: {
  id: string;
  title: string;
  logos: FooterLogo[];
  className: string;
  hiddenTitle?: boolean;
}) {
  if (logos.length === 0) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={hiddenTitle ? 'visually-hidden' : 'footer__heading'}>
        {title}
      </h2>
      <ul className="footer__logos">
        {logos.map((logo) => (
          <li key={logo.id}>
            <img
              src={logo.url}
              alt={logo.description}
              title={logo.description}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
              className="footer__logo-img"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 02 section 2: "awards with a show-all link to /awards" (the newest few; none while the CMS lists none). */
export function FooterAwards({ awards }: { awards: CmsAward[] }) {
  const t = useT();
  if (awards.length === 0) return null;
  return (
    <section className="footer__awards" aria-labelledby="footer-awards">
      <div className="footer__row-head">
        <h2 id="footer-awards" className="footer__heading">
          {t('FOOTER.AWARDS')}
        </h2>
        <Link to="/awards" className="footer__more">
          {t('FOOTER.SHOW_ALL')}
        </Link>
      </div>
      <ul className="footer__award-list">
        {awards.map((award) => (
          <li key={`${award.name}-${award.nomination}-${award.year}`} className="footer__award">
            <TrophyIcon size={22} />
            <span>
              <strong>{award.nomination}</strong>
              <span>
                {award.name} · {award.year}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
