import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { UserIcon } from '~/ui/icons';
import { Balance } from '~/features/chrome/player/balance';
import { DepositButton } from '~/features/chrome/player/deposit-button';
import { usePlayerModals } from '~/features/chrome/player/use-player-modals';
import { PlayerDataSync } from '~/features/chrome/player/player-data-sync';
import { useCanceledDepositToast } from '~/features/chrome/player/use-canceled-deposit-toast';
import { RealityCheck } from '~/features/chrome/player/reality-check';
import { SessionTimer } from '~/features/chrome/player/session-timer';

export { EmailNotice } from '~/features/chrome/player/email-notice';
export { DepositButton } from '~/features/chrome/player/deposit-button';

/** Balance, deposit and profile link in the header of a signed-in player (spec 02 section 2). */
export function PlayerHeaderActions() {
  const t = useT();
  return (
    <>
      <SessionTimer />
      <Balance />
      <DepositButton className="header__deposit" />
      <Link
        to="/profile"
        className="icon-btn header__profile"
        aria-label={t('HEADER.PROFILE')}
        title={t('HEADER.PROFILE')}
      >
        <UserIcon />
      </Link>
    </>
  );
}

/**
 * The modals a player's profile forces open (terms acceptance, personal info), the cancelled-deposit warning, the
 * reality check on game pages, and the player's queries kept current.
 */
export function PlayerEffects() {
  usePlayerModals();
  useCanceledDepositToast();
  return (
    <>
      <PlayerDataSync />
      <RealityCheck />
    </>
  );
}
