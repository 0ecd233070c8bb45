import type { CmsFileWrite } from '@casino/api/cms';
import type { MessageLocale } from '@casino/messages/locales';
import { textsFor } from './locales.ts';
import { ageBadgeSvg, wordmarkSvg } from './logos.ts';

type Licence = 'CW' | 'GCB' | 'EE';
const EVERY_LICENCE: Licence[] = ['CW', 'GCB', 'EE'];
const CURACAO: Licence[] = ['CW', 'GCB'];

/**
 * Footer payment logos (category footer-payments) and trust/licence icons (footer-trust), each tagged with the
 * licences whose footer shows it (spec 02 section 2: the Estonian market has its own payment list and licence
 * badge). Crypto is not offered under the Estonian licence.
 */
export function fileWrites(locale: MessageLocale): CmsFileWrite[] {
  const t = textsFor(locale).footer.files;
  const served = (
    id: string,
    categories: string[],
    description: string,
    svg: string,
  ): CmsFileWrite => ({ id, locale, url: `/cms-files/${id}.svg`, categories, description, svg });
  const payment = (
    id: string,
    name: string,
    colour: string,
    licences: Licence[],
    foreground?: string,
  ) => served(id, ['footer-payments', ...licences], name, wordmarkSvg(name, colour, foreground));
  return [
    payment('visa-mastercard', 'Visa · Mastercard', '#1a1f71', EVERY_LICENCE),
    payment('bank-transfer', t.bankTransfer, '#334155', EVERY_LICENCE),
    payment('skrill', 'Skrill', '#862165', EVERY_LICENCE),
    payment('neteller', 'Neteller', '#6b9a2f', EVERY_LICENCE),
    payment('paysafecard', 'paysafecard', '#0077b3', EVERY_LICENCE),
    payment('bitcoin', 'Bitcoin', '#f7931a', CURACAO, '#1a1a1a'),
    payment('bitcoin-cash', 'Bitcoin Cash', '#0a8f6a', CURACAO),
    payment('ethereum', 'Ethereum', '#4f63c9', CURACAO),
    payment('litecoin', 'Litecoin', '#345d9d', CURACAO),
    payment('dogecoin', 'Dogecoin', '#c2a633', CURACAO, '#1a1a1a'),
    payment('tether', 'Tether USDT', '#1f8a6b', CURACAO),
    served('adults-only', ['footer-trust', 'CW', 'GCB'], t.adultsOnly, ageBadgeSvg('18+')),
    served(
      'adults-only-ee',
      ['footer-trust', 'EE'],
      t.adultsOnly.replace('18', '21'),
      ageBadgeSvg('21+'),
    ),
    served('licence-cw', ['footer-trust', 'CW'], t.licenceCW, wordmarkSvg('Curaçao', '#002b7f')),
    served(
      'licence-gcb',
      ['footer-trust', 'GCB'],
      t.licenceGCB,
      wordmarkSvg('Curaçao GCB', '#002b7f'),
    ),
    served(
      'licence-ee',
      ['footer-trust', 'EE'],
      t.licenceEE,
      wordmarkSvg('EMTA licence', '#0072ce'),
    ),
  ];
}
