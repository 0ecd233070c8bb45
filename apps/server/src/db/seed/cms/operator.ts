/**
 * The operator named in the seeded legal texts and footer: "Open Casino", a plausible but fictitious company.
 * Registration and licence numbers, addresses, phone and e-mail are placeholders that an operator replaces here,
 * in one place, before going live. The phone is from Ofcom's range reserved for fiction (020 7946 0xxx) and the
 * e-mail uses the project's own domain, so no real third party is named.
 */
export const OPERATOR = {
  brand: 'Open Casino',
  supportEmail: 'support@open-casino.local',
  supportPhone: '+44 20 7946 0321',
  complaintsEmail: 'complaints@open-casino.local',
  privacyEmail: 'privacy@open-casino.local',
  /** Curaçao company: holds the CW sub-licence and the Curaçao Gaming Control Board (GCB) licence. */
  curacao: {
    company: 'Open Casino N.V.',
    registration: '158231',
    address: 'Pareraweg 45, Willemstad, Curaçao',
    cwLicence: 'CW-SL-2024-0117',
    gcbLicence: 'OGL/2024/1187/0219',
  },
  /** Estonian company: holds the licences of the Estonian Tax and Customs Board (EMTA) for remote games of chance. */
  estonia: {
    company: 'Open Casino OÜ',
    registration: '16543210',
    address: 'Tornimäe 5, 10145 Tallinn, Estonia',
    activityLicence: 'HKL000412',
    operatingLicence: 'HKT000398',
  },
  /** Date the seeded legal texts take effect (ISO date; rendered per locale). */
  legalEffectiveDate: '2026-11-01',
} as const;

/** Footer social links (spec 02 section 3: name, url, icon): the operator's own channels go here. */
export const SOCIAL_LINKS = [
  { name: 'Telegram', url: 'https://t.me/opencasino_official', icon: 'telegram' },
  { name: 'X', url: 'https://x.com/opencasino_official', icon: 'x' },
  { name: 'Instagram', url: 'https://www.instagram.com/opencasino_official', icon: 'instagram' },
  { name: 'YouTube', url: 'https://www.youtube.com/@opencasino_official', icon: 'youtube' },
] as const;

export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
