import { WALLET_ERRORS, type WalletErrorCode } from '@casino/api/play';
import { DomainError } from '../../http/errors.ts';

/** A refusal in the wallet protocol's own vocabulary (spec 04 section 3), answered `{code, message, balance}`. */
export class WalletError extends Error {
  readonly code: WalletErrorCode;
  constructor(code: WalletErrorCode, message: string) {
    super(message);
    this.name = 'WalletError';
    this.code = code;
  }
}

/** A break keeps the player from all play (110); any other limit refuses this bet (105). */
const BREAKS: ReadonlySet<string> = new Set(['coolingoff', 'selfexclusion']);

export const badRequest = (message: string) => new WalletError(WALLET_ERRORS.BAD_REQUEST, message);

/**
 * The casino's domain errors in protocol codes: funds 100, a break 110 (the player may not play at all), a wager or
 * loss limit 105, an idempotency key reused with other content 400; anything unforeseen 500.
 */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  if (error instanceof DomainError) {
    switch (error.code) {
      case 'InsufficientFunds':
        return new WalletError(WALLET_ERRORS.NOT_ENOUGH_FUNDS, 'Not enough funds');
      case 'LimitReached':
        return BREAKS.has(String(error.details?.limit_type))
          ? new WalletError(WALLET_ERRORS.PLAYER_DISABLED, `Player disabled: ${error.message}`)
          : new WalletError(
              WALLET_ERRORS.LIMIT_REACHED,
              `Player reached a limit: ${error.message}`,
            );
      case 'IdempotencyMismatch':
        return badRequest('action_id was used with another request');
      case 'NotFound':
        return new WalletError(WALLET_ERRORS.PLAYER_INVALID, error.message);
      default:
        break;
    }
  }
  return new WalletError(WALLET_ERRORS.UNKNOWN, 'Unknown error');
}
