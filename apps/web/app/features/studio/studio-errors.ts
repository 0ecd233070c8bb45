import { StudioApiError } from './studio-api';

/**
 * The translation key of a refused request: the codes the studio answers with (401 a closed session, 409 a round
 * already open or finished, 422 the engine's or the wallet's refusals) and a network failure. Unknown 422 codes
 * are the engine's parameter checks: the server's message says which.
 */
export function errorKey(error: unknown): string {
  if (!(error instanceof StudioApiError)) return 'STUDIO.ERRORS.GENERIC';
  switch (error.status) {
    case 0:
      return 'STUDIO.ERRORS.NETWORK';
    case 401:
      return 'STUDIO.ERRORS.SESSION_CLOSED';
    case 409:
      // A shared crash game takes bets only before it starts and cash-outs only while it runs.
      if (error.code === 'crash_betting_closed') return 'STUDIO.ERRORS.BETTING_CLOSED';
      if (error.code === 'crash_not_running') return 'STUDIO.ERRORS.NOT_STARTED';
      return 'STUDIO.ERRORS.ROUND_CONFLICT';
    case 422:
      if (error.code === 'insufficient_funds') return 'STUDIO.ERRORS.INSUFFICIENT_FUNDS';
      if (error.code === 'limit_reached') return 'STUDIO.ERRORS.LIMIT_REACHED';
      return 'STUDIO.ERRORS.INVALID_BET';
    default:
      return 'STUDIO.ERRORS.GENERIC';
  }
}

/** Whether the session is over for this frame: nothing more can be played without a new launch. */
export function isFatal(error: unknown): boolean {
  return error instanceof StudioApiError && error.status === 401;
}

/**
 * The server's own words under the translated sentence for a refused bet: which parameter, or what a limit still
 * allows. Too little money needs no more words.
 */
export function errorDetail(error: unknown): string | null {
  return error instanceof StudioApiError &&
    error.status === 422 &&
    error.code !== 'insufficient_funds' &&
    error.message
    ? error.message
    : null;
}
