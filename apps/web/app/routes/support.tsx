import type { Route } from './+types/support';
import { titleMeta } from '~/lib/meta';
import { useT } from '~/lib/i18n';
import { MailIcon } from '~/ui/icons';
import { loadCmsPage } from '~/features/cms/load-cms-page.server';
import { seoMeta } from '~/features/cms/seo-meta';
import { CmsPageView } from '~/features/cms/components/cms-page-view';
import { ContactForm } from '~/features/cms/components/contact-form';
import '~/features/cms/cms.css';

// /support (spec 01 section 2 SupportPage): the CMS page 'support' (ways to reach us, complaints) beside the
// contact form, which sends POST /api/send_contact_message.

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args, 'support');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, titleMeta(matches, 'ROUTER.TITLE_SUPPORT'));

/** Where the form is below a long text (phones), a link under the title jumps to it. */
const CONTACT_ID = 'contact';

export default function Support({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const jump = (
    <a href={`#${CONTACT_ID}`} className="cms-jump">
      <MailIcon size={18} />
      {t('CMS.CONTACT_TITLE')}
    </a>
  );
  return (
    <CmsPageView
      page={loaderData}
      variant="wide"
      intro={jump}
      aside={<ContactForm id={CONTACT_ID} />}
    />
  );
}
