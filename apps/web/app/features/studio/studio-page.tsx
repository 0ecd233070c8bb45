import { useEffect, useMemo, useState } from 'react';
import { I18nProvider, useT } from '~/lib/i18n';
import type { MessageTree } from '~/lib/messages/message-tree';
import type { GameClientModule } from './client-contract';
import { GAME_CLIENTS } from './game-clients';
import { studioApi } from './studio-api';
import { errorKey } from './studio-errors';
import { StudioFrame } from './studio-frame';
import type { StudioSession } from './studio-session';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'unsupported'; session: StudioSession }
  | { status: 'ready'; session: StudioSession; module: GameClientModule };

/**
 * The frame at /studio/{token}: reads the session in the browser (the frame is not server-rendered), then imports
 * only the client of that session's engine.
 */
export function StudioPage({
  token,
  locale,
  messages,
}: {
  token: string;
  locale: string;
  messages: MessageTree;
}) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <StudioLoader token={token} />
    </I18nProvider>
  );
}

function StudioLoader({ token }: { token: string }) {
  const t = useT();
  const api = useMemo(() => studioApi(token), [token]);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const session = await api.session();
        const module = await GAME_CLIENTS[session.game.engine]();
        if (!live) return;
        setLoaded(
          module ? { status: 'ready', session, module } : { status: 'unsupported', session },
        );
      } catch (error) {
        if (live) setLoaded({ status: 'failed', error });
      }
    })();
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    // Browser journeys wait for this mark before touching the game.
    if (loaded.status !== 'loading') document.documentElement.dataset['hydrated'] = 'true';
  }, [loaded.status]);

  switch (loaded.status) {
    case 'loading':
      return (
        <div className="studio-message" aria-busy="true">
          <span className="studio-spinner" aria-hidden="true" />
          <p>{t('STUDIO.LOADING')}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="studio-message" role="alert">
          <p>{t(errorKey(loaded.error))}</p>
        </div>
      );
    case 'unsupported':
      return (
        <div className="studio-message" role="alert">
          <p>{t('STUDIO.UNSUPPORTED', { title: loaded.session.game.title })}</p>
        </div>
      );
    case 'ready':
      return <StudioFrame api={api} session={loaded.session} module={loaded.module} />;
  }
}
