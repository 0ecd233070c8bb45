import type { CmsAward, CmsSocialLink } from '@casino/api/cms';
import type { Provider } from '@casino/api/games';

/** What the root loader delivers for the footer; features/chrome chooses and draws it. */

/** Footer variants of spec 02 section 2: "Variants by licence (EE, GCB) [...] change payments, trust icons and copyright text and hide some links." */
export type FooterVariant = 'CW' | 'EE' | 'GCB';

/** A logo the CMS serves (payment methods, trust and licence seals), tagged in the CMS with the licences that show it. */
export interface FooterLogo {
  id: string;
  url: string;
  description: string;
}

/** Everything the footer draws, already chosen for the visitor's variant by the root loader. */
export interface FooterData {
  variant: FooterVariant;
  /** HTML of the CMS `footer-contacts` snippet (sanitized by the CMS on write). */
  contactsHtml: string | null;
  /** HTML of the `footer-responsible-gaming` snippet. */
  responsibleHtml: string | null;
  /** HTML of the copyright snippet of this variant (category `copyright` + the licence). */
  copyrightHtml: string | null;
  socials: CmsSocialLink[];
  payments: FooterLogo[];
  trust: FooterLogo[];
  providers: Provider[];
  awards: CmsAward[];
}
