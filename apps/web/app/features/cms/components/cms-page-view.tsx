import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { TOC_MIN_SECTIONS, type TocEntry } from '~/features/cms/cms-rules';
import type { CmsPageData, CmsVersionLink } from '~/features/cms/cms-page-data';
import { CmsHtml } from './cms-html.tsx';

interface CmsPageViewProps {
  page: CmsPageData;
  /** Shown above the title (the crypto page's coins). */
  hero?: ReactNode;
  /** Shown under the title (the support page's jump to its form on phones). */
  intro?: ReactNode;
  /** A column beside the text on wide screens, under it on phones (the support contact form). */
  aside?: ReactNode;
  /** After the text (calls to action). */
  footer?: ReactNode;
  /** 'wide' leaves room for an aside. */
  variant?: 'default' | 'wide';
}

/** A static CMS page (spec 01 section 2): title, versions per licence, "on this page" links and the page's HTML. */
export function CmsPageView({
  page,
  hero,
  intro,
  aside,
  footer,
  variant = 'default',
}: CmsPageViewProps) {
  const showToc = page.toc.length >= TOC_MIN_SECTIONS && !aside;
  return (
    <main id="main" className={`cms-page cms-page--${variant}${showToc ? ' cms-page--toc' : ''}`}>
      <header className="cms-page__header">
        {hero}
        <h1 className="cms-page__title">{page.title}</h1>
        {intro}
      </header>
      {page.versions.length > 0 && <CmsVersions versions={page.versions} />}
      <div className="cms-page__layout">
        {showToc && <CmsToc entries={page.toc} />}
        <article className="cms-page__article">
          <CmsHtml html={page.html} />
          {footer}
        </article>
        {aside && <aside className="cms-page__aside">{aside}</aside>}
      </div>
    </main>
  );
}

/** Links to every version of a page with per-licence variants; the one on screen is marked. */
function CmsVersions({ versions }: { versions: CmsVersionLink[] }) {
  const t = useT();
  const labelId = useId();
  return (
    <nav className="cms-versions" aria-labelledby={labelId}>
      <span id={labelId} className="cms-versions__label">
        {t('CMS.VERSIONS')}
      </span>
      <ul className="cms-versions__list">
        {versions.map((version) => (
          <li key={version.path}>
            <Link
              to={version.path}
              className={`cms-versions__link${version.current ? ' cms-versions__link--current' : ''}`}
              aria-current={version.current ? 'true' : undefined}
            >
              {version.general ? t('CMS.GENERAL_VERSION') : version.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "On this page": a sticky list beside long texts on wide screens, a collapsible list above them on phones. */
function CmsToc({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  const list = (
    <ol className="cms-toc__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="cms-toc__link">
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="cms-toc cms-toc--collapsible">
        <summary className="cms-toc__summary">{t('CMS.ON_THIS_PAGE')}</summary>
        {list}
      </details>
      <nav className="cms-toc cms-toc--sticky" aria-label={t('CMS.ON_THIS_PAGE')}>
        <p className="cms-toc__title" aria-hidden="true">
          {t('CMS.ON_THIS_PAGE')}
        </p>
        {list}
      </nav>
    </>
  );
}
