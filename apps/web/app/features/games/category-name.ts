import type { Collection } from '@casino/api/games';
import { categoryKey } from '~/features/games/catalogue-sections';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A category's name in the visitor's language (CATEGORIES.<SLUG>); an operator's new collection shows its own title. */
export function categoryName(
  t: Translate,
  slug: string,
  collections: readonly Pick<Collection, 'id' | 'title'>[] = [],
): string {
  const key = categoryKey(slug);
  const text = t(key);
  if (text !== key) return text;
  return collections.find((collection) => collection.id === slug)?.title ?? slug;
}
