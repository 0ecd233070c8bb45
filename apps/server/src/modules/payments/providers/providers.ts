import type { AppConfig } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxAccountsProvider } from './sandbox-accounts.ts';
import { sandboxCardsProvider } from './sandbox-cards.ts';

export type Providers = ReadonlyMap<string, PaymentProvider>;

/** Providers by the id payment_methods.provider names; a real PSP would be added here beside the sandbox. */
export function createProviders(config: Pick<AppConfig, 'SESSION_SECRET'>): Providers {
  const providers: PaymentProvider[] = [
    sandboxCardsProvider(config.SESSION_SECRET),
    sandboxAccountsProvider('sandbox_bank_transfer'),
    sandboxAccountsProvider('sandbox_direct'),
    sandboxAccountsProvider('sandbox_voucher'),
  ];
  return new Map(providers.map((provider) => [provider.id, provider]));
}
