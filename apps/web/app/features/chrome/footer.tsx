import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useRootData, type MenuLink } from '~/lib/root-data';
import { LogoMark } from '~/ui/icons';
import { LanguagePicker } from '~/features/chrome/language-picker';

/** Licence texts by licence (spec 02 section 2: variants EE and GCB change the copyright text). */
const LICENCE_TEXT: Record<string, string> = { CW: 'FOOTER.LICENCE_CW', EE: 'FOOTER.LICENCE_EE', GCB: 'FOOTER.LICENCE_GCB' };

/**
 * The footer of spec 02 section 2: info links (CMS bottom-menu), help links (bottom-menu-help), contacts (CMS
 * snippet), language picker, licence text and copyright. Awards, providers, payment logos and social links
 * come with the catalogue and CMS issues.
 */
export function Footer() {
  const t = useT();
  const { menus, contactsHtml, licence } = useRootData();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <LogoMark size={40} />
          <p>{t('FOOTER.TAGLINE')}</p>
        </div>
        <LinkColumn title={t('FOOTER.INFO')} links={menus.info} />
        <LinkColumn title={t('FOOTER.HELP')} links={menus.help} />
        <section className="footer__column" aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="footer__heading">{t('FOOTER.CONTACTS')}</h2>
          {contactsHtml ? (
            // The CMS sanitizes snippet HTML on write (server, CMS module).
            <div className="footer__contacts" dangerouslySetInnerHTML={{ __html: contactsHtml }} />
          ) : (
            <Link to="/support" className="footer__link">{t('FOOTER.SUPPORT')}</Link>
          )}
          <LanguagePicker />
        </section>
      </div>
      <div className="footer__legal">
        <p className="footer__age"><span className="footer__badge" aria-hidden="true">18+</span> {t('FOOTER.RESPONSIBLE')}</p>
        <p>{t(LICENCE_TEXT[licence] ?? 'FOOTER.LICENCE_CW')}</p>
        <p>{t('FOOTER.COPYRIGHT', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="footer__column" aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="footer__link">{link.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
