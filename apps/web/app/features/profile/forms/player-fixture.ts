import type { Player } from '@casino/api/player';

/** A signed-in player as GET /api/player answers it, for the form tests. */
export function playerFixture(overrides: Partial<Player> = {}): Player {
  return {
    id: 1, email: 'anna@example.com', nickname: null, first_name: 'Anna', last_name: 'Berg', gender: 'f', city: 'Berlin',
    address: 'Hauptstr. 1', postal_code: '10115', country: 'DE', date_of_birth: '1990-02-01', state: null, mobile_phone: '+49 151 2345678',
    currency: 'EUR', language: 'de', receive_promos: false, receive_sms_promos: false, created_at: '2026-01-01T00:00:00Z',
    current_sign_in_at: '2026-01-01T00:00:00Z', confirmed_at: null, verified: false, two_factor_enabled: false, can_issue_bonuses: true,
    autoregistered: false, sumsub_verified: null, deposit_bonus_code: null, autologin_link: null, profession: null,
    sow_questionnaire_expires_at: null, license_name: 'CW', auth_fields_missed: [], statuses: [],
    ...overrides,
  };
}
