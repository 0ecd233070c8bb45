/**
 * The translations only the studio's game frame uses: its loader sends them, and the casino's root loader leaves them
 * out of every other page (about 4 KB gzip of each page's HTML and of its loader data to encode and parse).
 */
export const FRAME_NAMESPACES: readonly string[] = ['STUDIO', 'STUDIO_TABLES'];
