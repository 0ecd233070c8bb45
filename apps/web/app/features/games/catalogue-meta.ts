import type { MetaDescriptor } from 'react-router';
import { canonicalUrl } from '~/lib/canonical';
import type { CataloguePageData } from '~/features/games/catalogue-data';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Origin and locale prefix of the root loader, for absolute links in <head>. */
function siteOf(matches: ReadonlyArray<MatchLike | undefined>): {
  origin: string;
  localePrefix: string;
} {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (
    root &&
    typeof root === 'object' &&
    'origin' in root &&
    'localePrefix' in root &&
    typeof root.origin === 'string' &&
    typeof root.localePrefix === 'string'
  ) {
    return { origin: root.origin, localePrefix: root.localePrefix };
  }
  return { origin: '', localePrefix: '' };
}

/** Title, description and the numbered-page links of a catalogue page (SEO from the CMS, else translated defaults). */
export function catalogueMeta(
  data: Pick<CataloguePageData, 'seo'> | undefined,
  matches: ReadonlyArray<MatchLike | undefined>,
): MetaDescriptor[] {
  if (!data) return [];
  const site = siteOf(matches);
  const meta: MetaDescriptor[] = [{ title: data.seo.title }];
  if (data.seo.description) meta.push({ name: 'description', content: data.seo.description });
  if (data.seo.prev)
    meta.push({
      tagName: 'link',
      rel: 'prev',
      href: canonicalUrl(site.origin, site.localePrefix, data.seo.prev),
    });
  if (data.seo.next)
    meta.push({
      tagName: 'link',
      rel: 'next',
      href: canonicalUrl(site.origin, site.localePrefix, data.seo.next),
    });
  return meta;
}
