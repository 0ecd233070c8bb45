import { StudioError } from './studio-errors.ts';

/**
 * A definite refusal of the casino (spec 04 section 3's codes) as the game client's error. Nothing moved: the bet is
 * discarded, not rolled back (Hub88, Caleta).
 */
export function refusalError(code: number, message: string): StudioError {
  switch (code) {
    case 100:
      return new StudioError(422, 'insufficient_funds', 'Not enough money for this bet');
    case 105:
      return new StudioError(422, 'limit_reached', message);
    case 106:
      return new StudioError(422, 'bet_too_large', message);
    case 101:
    case 110:
      return new StudioError(401, 'session_invalid', message);
    case 107:
    case 153:
    case 405:
      return new StudioError(422, 'game_unavailable', message);
    default:
      return new StudioError(
        502,
        'wallet_refused',
        `The casino refused the call (${code}): ${message}`,
      );
  }
}
