import type { ProjectInfo } from '@casino/api/info';
import { licenceFor } from '@casino/domain/licence';

/**
 * GET /api/info/project (spec 03 section 5). The licence follows the visitor's geography (EE in Estonia, else CW);
 * `notification_center` switches the new realtime flow on: this server's hub speaks the current Centrifugo protocol
 * (client v5) at /connection/websocket, not the legacy v1 one the default flow's client expects. The inbox is off.
 * Only what exists is switched on: there is no sportsbook and no currency exchange yet.
 */
export function projectInfo(country: string): ProjectInfo {
  return {
    apps: { casino: true, sportsbook: false },
    license: licenceFor(null, country),
    player_two_factor_auth: true,
    available_currency_exchange: false,
    available_referral_system: false,
    supported_payment_api_versions: ['v1'],
    hooyu_integration: false,
    country_flags: null,
    livespins: { enabled: false },
    sns_config: { enable: false, base_url: '', flow: 'none' },
    authentication_key: '',
    notification_center: { new_realtime_notifications_flow_enabled: true },
  };
}
