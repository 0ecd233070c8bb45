import { AuConfirmationCard } from '~/features/chrome/au-confirmation-card';
import { CookieBanner } from '~/features/chrome/cookie-banner';

/** The cards pinned to the bottom of the screen, stacked so they never cover each other: AU confirmation, cookies. */
export function ChromeDock() {
  return (
    <div className="chrome-dock">
      <AuConfirmationCard />
      <CookieBanner />
    </div>
  );
}
