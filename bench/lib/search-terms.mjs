// Search terms for the cache-miss run of games_filter: what players type into the search popup (3+ characters),
// taken from the catalogue's own titles, so most of them match games. Each term is asked once per run, so every
// request misses the server's 30 s catalogue cache and runs the indexed title search itself.

/** Every title of the catalogue, read through the API a page of 100 at a time. */
export async function catalogueTitles(postJson, origin) {
  const titles = [];
  for (let page = 1; ; page++) {
    const answer = await postJson(origin, '/api/games_filter', {
      device: 'desktop',
      page,
      page_size: 100,
    });
    titles.push(...answer.data.map((game) => game.title));
    if (page >= answer.pagination.total_pages) return titles;
  }
}

/** A deterministic shuffle (the same order every run), so runs are comparable. */
function shuffled(items) {
  const out = [...items];
  let seed = 20_261_123;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Distinct lower-case terms as typed: each word's prefixes from 3 characters, two-word phrases, and each title whole,
 * with a typo (a dropped letter) in every fifth term so the word-similarity ranking runs too.
 */
export function searchTerms(titles) {
  const terms = new Set();
  for (const title of titles) {
    const words = title.toLowerCase().split(/\s+/).filter(Boolean);
    for (const word of words)
      for (let length = 3; length <= word.length; length++) terms.add(word.slice(0, length));
    for (let i = 0; i + 1 < words.length; i++) terms.add(`${words[i]} ${words[i + 1]}`);
    terms.add(words.join(' '));
  }
  return shuffled([...terms].filter((term) => term.length >= 3)).map((term, index) =>
    index % 5 === 4 && term.length > 4 ? term.slice(0, 2) + term.slice(3) : term,
  );
}
