import type { RouterContextProvider } from 'react-router';
import { serverContext } from '~/lib/load-context';
import { getMessages } from '~/lib/messages/get-messages.server';
import type { MessageTree } from '~/lib/messages/message-tree';
import { requestLocale } from '~/lib/request-context.server';
import { FRAME_NAMESPACES } from './frame-namespaces';

/** The frame's own data: the player's locale (prefix, cookie, country) and only the studio's translations. */
export async function loadStudioFrame(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ locale: string; messages: MessageTree; title: string }> {
  const { api } = context.get(serverContext);
  const locale = await requestLocale(request, context);
  const all = await getMessages(api, locale);
  const messages: MessageTree = {};
  for (const namespace of FRAME_NAMESPACES) {
    const tree = all[namespace];
    if (typeof tree === 'object') messages[namespace] = tree;
  }
  const studio = messages['STUDIO'];
  const title =
    typeof studio === 'object' && typeof studio['TITLE'] === 'string' ? studio['TITLE'] : 'Game';
  return { locale, messages, title };
}
