import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer of CMS HTML (spec 03 section 1.11: `content` and `content-main` are HTML that the web app
 * renders as is). Legal pages need headings, lists, tables, links and images; nothing may run script:
 * no <script>/<style>/<iframe>, no on* handlers, no javascript:/data: URLs, images only relative or https.
 * Widget markers are `<div data-widget="name">` so the web app can mount named widgets (spec 02 section 1).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'a',
    'img',
    'figure',
    'figcaption',
    'section',
    'article',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'time',
    'address',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start', 'type'],
    time: ['datetime'],
    abbr: ['title'],
    div: ['data-widget'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const textOnly: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Sanitizes CMS HTML; idempotent, so sanitizing stored (already clean) HTML again returns it unchanged. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const escapedEntities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Plain-text fields (SEO title, description, keywords) are rendered as text, not HTML: every tag is removed and
 * the few entities the sanitizer escapes are turned back into characters, so 'Terms & Conditions' stays readable.
 */
export function sanitizeCmsText(text: string): string {
  return sanitizeHtml(text, textOnly)
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => escapedEntities[entity] ?? entity)
    .trim();
}
