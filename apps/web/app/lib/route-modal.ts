import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '~/lib/modal-stack';

/**
 * For popup routes (/login, /registration, /remind, ...): opens the named modal over the page behind, and when
 * the player closes it, goes to `closeTo` (the lobby). Leaving the route by a link closes the modal.
 */
export function useRouteModal(
  name: string,
  props: Record<string, unknown> = {},
  closeTo = '/',
): void {
  const { show, close, isOpen } = useModals();
  const navigate = useNavigate();
  const opened = useRef(false);
  const open = isOpen(name);
  // The props of the first render open the modal; later changes do not reopen it.
  const initialProps = useRef(props);

  useEffect(() => {
    show(name, initialProps.current);
  }, [show, name]);

  useEffect(() => {
    if (open) opened.current = true;
    else if (opened.current) {
      opened.current = false;
      navigate(closeTo, { replace: true });
    }
  }, [open, navigate, closeTo]);

  // The route is gone: its popup goes too, whatever a close guard would ask (the player already left).
  useEffect(() => () => void close(name, { force: true }), [close, name]);
}
