import sanitizeHtml from 'sanitize-html';

const shapeAttributes = [
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'transform',
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
];

/**
 * Logos served from /cms-files are SVG documents, which run script when opened directly: only drawing elements
 * and presentation attributes survive (no script, no foreignObject, no href, no event handlers, no style).
 * Case is kept because SVG is case-sensitive (viewBox, linearGradient).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'svg',
    'g',
    'title',
    'desc',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'path',
    'text',
    'tspan',
    'defs',
    'linearGradient',
    'stop',
  ],
  allowedAttributes: {
    svg: ['xmlns', 'viewBox', 'width', 'height', 'role', 'aria-label'],
    linearGradient: ['id', 'x1', 'y1', 'x2', 'y2', 'gradientUnits'],
    stop: ['offset', 'stop-color', 'stop-opacity'],
    '*': shapeAttributes,
  },
  allowedSchemes: [],
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false },
  disallowedTagsMode: 'discard',
};

/** Sanitizes an SVG logo for serving; idempotent like the HTML sanitizer. */
export function sanitizeCmsSvg(svg: string): string {
  return sanitizeHtml(svg, options);
}
