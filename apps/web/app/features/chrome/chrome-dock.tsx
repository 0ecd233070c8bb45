import { lazy, Suspense } from 'react';
import { usePlayer } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import { CookieBanner } from '~/features/chrome/cookie-banner';

// Only logged-out visitors on the AU geo can ever see the card, so only they load its code.
const AuConfirmationCard = lazy(() =>
  import('~/features/chrome/au-confirmation-card').then((module) => ({
    default: module.AuConfirmationCard,
  })),
);

/** The cards pinned to the bottom of the screen, stacked so they never cover each other: AU confirmation, cookies. */
export function ChromeDock() {
  const player = usePlayer();
  const { geo } = useRootData();
  const australianGuest = !player && geo.country.toUpperCase() === 'AU';
  return (
    <div className="chrome-dock">
      {australianGuest && (
        <Suspense fallback={null}>
          <AuConfirmationCard />
        </Suspense>
      )}
      <CookieBanner />
    </div>
  );
}
