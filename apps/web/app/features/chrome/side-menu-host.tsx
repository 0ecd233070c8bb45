import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { events } from '~/lib/events';

// The menu's code loads the first time it opens: it is not needed for the first paint.
const SideMenu = lazy(() => import('~/features/chrome/side-menu'));

/** Opens and closes the side menu through the 'side-menu:open' and 'side-menu:close' events (spec 02 section 2). */
export function SideMenuHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const offOpen = events.on('side-menu:open', () => {
      setWanted(true);
      setOpen(true);
    });
    const offClose = events.on('side-menu:close', () => setOpen(false));
    return () => {
      offOpen();
      offClose();
    };
  }, []);

  // Following a link closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu open={open} onClose={() => events.emit('side-menu:close')} />
    </Suspense>
  );
}
