import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { inAppTarget } from '~/features/cms/cms-rules';
import '~/features/cms/cms-prose.css';

/**
 * CMS HTML in the site's typography (cms-prose.css). `html` must be a field the CMS API sanitized with
 * sanitize-html (page `content`/`content-main`, spec 03 section 1.11; apps/server/src/modules/cms/cms-html.ts)
 * and is rendered only from there. Links to site pages navigate inside the app instead of reloading it.
 * Also for the SEO text of app routes: `{seo?.html && <CmsHtml html={seo.html} />}`, `seo` from loadSeoPage.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const { localePrefix } = useRootData();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
      return;
    const to = inAppTarget(anchor.getAttribute('href'), localePrefix);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };

  // Clicks (and Enter on a focused link) bubble from the links inside; the container itself is not interactive.
  return (
    <div
      className={['cms-prose', className ?? ''].join(' ').trim()}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
