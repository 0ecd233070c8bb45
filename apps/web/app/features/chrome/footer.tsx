import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useRootData, type MenuLink } from '~/lib/root-data';
import { LogoMark } from '~/ui/icons';
import { LanguagePicker } from '~/features/chrome/language-picker';
import { FooterProviders } from '~/features/chrome/footer-providers';
import { FooterAwards, FooterLogos, FooterSocials } from '~/features/chrome/footer-parts';
import { ShieldHeartIcon } from '~/features/chrome/footer-icons';
import type { FooterVariant } from '~/features/chrome/footer-model';

/** What the footer says when the CMS has no copyright snippet for the licence. */
const LICENCE_TEXT: Record<FooterVariant, string> = {
  CW: 'FOOTER.LICENCE_CW',
  EE: 'FOOTER.LICENCE_EE',
  GCB: 'FOOTER.LICENCE_GCB',
};

/**
 * The footer of spec 02 section 2: info links (CMS bottom-menu), help links (bottom-menu-help), contacts, social
 * links, awards with a show-all link to /awards, providers, payment logos, trust and licence icons, copyright.
 * The licence variant (CW, EE, GCB) has already chosen the payments, trust icons, copyright text and hidden links.
 */
export function Footer() {
  const t = useT();
  const { menus, footer } = useRootData();
  return (
    <footer className="footer" data-licence={footer.variant}>
      <div className="footer__inner">
        <div className="footer__top">
          <div className="footer__brand">
            <Link to="/" className="footer__logo" title={t('HEADER.HOME')}>
              <LogoMark size={36} />
              <span>
                Open<span>Casino</span>
              </span>
            </Link>
            <p>{t('FOOTER.TAGLINE')}</p>
            <FooterSocials links={footer.socials} />
          </div>
          <LinkColumn id="footer-info" title={t('FOOTER.INFO')} links={menus.info} />
          <LinkColumn id="footer-help" title={t('FOOTER.HELP')} links={menus.help} />
          <section
            className="footer__column footer__contacts-col"
            aria-labelledby="footer-contacts"
          >
            <h2 id="footer-contacts" className="footer__heading">
              {t('FOOTER.CONTACTS')}
            </h2>
            {footer.contactsHtml && (
              // The CMS sanitizes snippet HTML on write (server, CMS module).
              <div
                className="footer__contacts"
                dangerouslySetInnerHTML={{ __html: footer.contactsHtml }}
              />
            )}
            <Link to="/support" className="footer__link">
              {t('FOOTER.SUPPORT')}
            </Link>
            <LanguagePicker />
          </section>
        </div>
        <FooterAwards awards={footer.awards} />
        <FooterProviders providers={footer.providers} />
        <FooterLogos
          id="footer-payments"
          title={t('FOOTER.PAYMENTS')}
          logos={footer.payments}
          className="footer__payments"
        />
        <div className="footer__legal">
          <div className="footer__trust">
            <FooterLogos
              id="footer-trust"
              title={t('FOOTER.TRUST')}
              logos={footer.trust}
              className="footer__seals"
              hiddenTitle
            />
            <Link to="/responsible-gaming" className="footer__rg">
              <ShieldHeartIcon size={18} />
              <span>{t('FOOTER.RESPONSIBLE_GAMING')}</span>
            </Link>
          </div>
          {footer.responsibleHtml ? (
            <div
              className="footer__responsible"
              dangerouslySetInnerHTML={{ __html: footer.responsibleHtml }}
            />
          ) : (
            <p className="footer__responsible">{t('FOOTER.RESPONSIBLE')}</p>
          )}
          {footer.copyrightHtml ? (
            <div
              className="footer__licence"
              dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }}
            />
          ) : (
            <p className="footer__licence">{t(LICENCE_TEXT[footer.variant])}</p>
          )}
          <p className="footer__copyright">
            {t('FOOTER.COPYRIGHT', { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="footer__column" aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="footer__link">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
