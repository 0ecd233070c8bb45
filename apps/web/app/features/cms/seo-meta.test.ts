import { describe, expect, test } from 'vitest';
import { brandedTitle, seoMeta } from './seo-meta';

// Spec 03 section 16: "GET /api/cms/pages{path} (SEO) ... meta from blocks.title, blocks.description".

describe('seoMeta', () => {
  const fallback = [{ title: 'Online casino lobby | Open Casino' }];

  test('without SEO blocks the route keeps its own meta', () => {
    expect(seoMeta(null, fallback)).toBe(fallback);
    expect(seoMeta(undefined, fallback)).toBe(fallback);
  });

  test('title, description and keywords come from the blocks, with Open Graph twins', () => {
    const tags = seoMeta(
      {
        title: 'Pokies online | Open Casino',
        description: 'Hundreds of pokies.',
        keywords: 'pokies, slots',
      },
      fallback,
    );
    expect(tags).toEqual([
      { title: 'Pokies online | Open Casino' },
      { property: 'og:title', content: 'Pokies online | Open Casino' },
      { name: 'description', content: 'Hundreds of pokies.' },
      { property: 'og:description', content: 'Hundreds of pokies.' },
      { name: 'keywords', content: 'pokies, slots' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Open Casino' },
    ]);
  });

  test('an empty SEO title falls back to the route title; empty description and keywords are left out', () => {
    const tags = seoMeta({ title: '', description: '', keywords: '' }, [
      ...fallback,
      { name: 'description', content: 'old' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(tags).toEqual([
      { title: 'Online casino lobby | Open Casino' },
      { property: 'og:title', content: 'Online casino lobby | Open Casino' },
      { name: 'robots', content: 'noindex' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Open Casino' },
    ]);
  });

  test.each([
    ['Support 24/7 | Open Casino', 'Support 24/7 | Open Casino'],
    ['Support 24/7', 'Support 24/7 | Open Casino'],
    [' Payments ', 'Payments | Open Casino'],
    ['Open Casino', 'Open Casino'],
  ])('brandedTitle(%j) = %j (the brand once)', (title, expected) =>
    expect(brandedTitle(title)).toBe(expected),
  );
});
