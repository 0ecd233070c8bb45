import type { CmsSnippetWrite } from '@casino/api/cms';
import type { MessageLocale } from '@casino/messages/locales';
import { fillContacts } from './contacts.ts';
import { localSpelling, textsFor } from './locales.ts';
import { OPERATOR, SOCIAL_LINKS } from './operator.ts';

/**
 * Footer snippets (spec 02 section 2): copyright and licence text per licence (category = the licence: CW, GCB,
 * EE), contacts, the responsible-gaming line, and two JSON snippets (category json): the social links
 * [{name, url, icon}] and the raw support contacts {phone, email} for messages that interpolate them.
 */
export function snippetWrites(locale: MessageLocale): CmsSnippetWrite[] {
  const footer = textsFor(locale).footer;
  const html = (text: string) => localSpelling(locale, fillContacts(text));
  return [
    {
      id: 'footer-copyright-cw',
      locale,
      categories: ['footer', 'copyright', 'CW'],
      content: html(footer.copyrightCW),
    },
    {
      id: 'footer-copyright-gcb',
      locale,
      categories: ['footer', 'copyright', 'GCB'],
      content: html(footer.copyrightGCB),
    },
    {
      id: 'footer-copyright-ee',
      locale,
      categories: ['footer', 'copyright', 'EE'],
      content: html(footer.copyrightEE),
    },
    {
      id: 'footer-contacts',
      locale,
      categories: ['footer', 'contacts'],
      content: html(footer.contacts),
    },
    {
      id: 'footer-responsible-gaming',
      locale,
      categories: ['footer', 'responsible-gaming'],
      content: html(footer.responsibleGaming),
    },
    {
      id: 'social-links',
      locale,
      categories: ['json', 'footer', 'social-links'],
      content: JSON.stringify(SOCIAL_LINKS),
    },
    {
      id: 'support-contacts',
      locale,
      categories: ['json', 'contacts'],
      content: JSON.stringify({ phone: OPERATOR.supportPhone, email: OPERATOR.supportEmail }),
    },
  ];
}
