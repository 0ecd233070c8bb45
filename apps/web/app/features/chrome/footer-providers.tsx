import { useId, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Provider } from '@casino/api/games';
import { useT } from '~/lib/i18n';

/** Two letters for a provider's badge: the first letters of its first two words ("Red Lantern Studios" -> RL). */
export function providerInitials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : title.trim().slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue per provider id (FNV-1a spread by the golden angle), so each badge keeps its own colour. */
export function providerHue(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return Math.round((hash % 1000) * 137.508) % 360;
}

/** How many provider badges a wide screen shows before "show all" (a phone shows 8 of them). */
const COLLAPSED = 12;

/**
 * The providers of GET /api/games/providers (those the visitor's country may see), each a badge drawn by the app
 * that links to its games at /producers/{slug}.
 */
export function FooterProviders({ providers }: { providers: Provider[] }) {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (providers.length === 0) return null;
  const shown = expanded ? providers : providers.slice(0, COLLAPSED);
  return (
    <section className="footer__providers" aria-labelledby="footer-providers">
      <div className="footer__row-head">
        <h2 id="footer-providers" className="footer__heading">
          {t('FOOTER.PROVIDERS')}
        </h2>
        {providers.length > COLLAPSED && (
          <button
            type="button"
            className="footer__more"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded
              ? t('FOOTER.SHOW_LESS')
              : t('FOOTER.SHOW_ALL_PROVIDERS', { count: providers.length })}
          </button>
        )}
      </div>
      {/* Collapsed, phones show 8 badges and wider screens 12 (CSS); "show all" lists every provider. */}
      <ul id={listId} className="footer__provider-list" data-expanded={expanded}>
        {shown.map((provider) => (
          <li key={provider.id}>
            <Link
              to={`/producers/${encodeURIComponent(provider.id)}`}
              className="provider-badge"
              style={{ '--hue': providerHue(provider.id) } as CSSProperties}
            >
              <span className="provider-badge__mark" aria-hidden="true">
                {providerInitials(provider.title)}
              </span>
              <span className="provider-badge__name">{provider.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
