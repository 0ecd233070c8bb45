import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { turnOffZodEval } from '~/lib/zod-without-eval';

turnOffZodEval();

// The server's document starts this module after its first paint (lib/server/scripts-after-paint.server.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
