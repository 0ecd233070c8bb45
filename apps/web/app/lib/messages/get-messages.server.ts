import type { ApiClient } from '@casino/api/client';
import { translationBucket } from '@casino/domain/constants';
import { cached } from '~/lib/server/ttl-cache.server';
import { swallow } from '~/lib/server/swallow.server';
import { isMessageTree, type MessageTree } from '~/lib/messages/message-tree';

const BUCKET_MS = 300_000;

/** GET /messages/{lang}.json?t=<5-minute bucket> (spec 03 section 16), cached per locale and bucket. */
export function getMessages(
  api: ApiClient,
  locale: string,
  now = Date.now(),
): Promise<MessageTree> {
  const bucket = translationBucket(now);
  const path = `/messages/${encodeURIComponent(locale)}.json`;
  return swallow(
    path,
    () =>
      cached(`messages:${locale}:${bucket}`, BUCKET_MS, async () => {
        const body = await api.request('GET', path, { query: { t: bucket } });
        if (!isMessageTree(body)) throw new Error('translations are not a message tree');
        return body;
      }),
    {},
  );
}
