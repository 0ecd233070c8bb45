import type { MetaDescriptor } from 'react-router';
import { isMessageTree, translate, type MessageVars } from '~/lib/messages/message-tree';

export const BRAND_NAME = 'Open Casino';

interface MatchLike {
  id: string;
  // `data` is what the route's loader returned (typed per route by typegen; read here through guards).
  loaderData?: unknown;
  data?: unknown;
}

/** The root loader's messages as seen from a `meta` function (meta runs outside React, so no useT there). */
function rootMessages(matches: ReadonlyArray<MatchLike | undefined>) {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData ?? root?.data;
  if (data && typeof data === 'object' && 'messages' in data && isMessageTree(data.messages))
    return data.messages;
  return {};
}

/** `export const meta = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_PROFILE')`: '<title> | Open Casino'. */
export function titleMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  key: string,
  vars?: MessageVars,
): MetaDescriptor[] {
  return [{ title: `${translate(rootMessages(matches), key, vars)} | ${BRAND_NAME}` }];
}

/** A title given as text (CMS page titles, game names). */
export function textTitleMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${BRAND_NAME}` }];
}
