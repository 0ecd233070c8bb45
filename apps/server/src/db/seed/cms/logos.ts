const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Footer logos are drawn here as neutral wordmarks (brand name on the brand's colour) rather than copied brand
 * artwork: the CMS serves them itself, so the footer never shows a broken image. An operator can replace a
 * file's url with official artwork.
 */
export function wordmarkSvg(label: string, background: string, foreground = '#ffffff'): string {
  const fontSize = label.length > 12 ? 11 : 13;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect x="0" y="0" width="120" height="40" rx="8" fill="${background}"></rect>` +
    `<text x="60" y="25" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${fontSize}" font-weight="700" fill="${foreground}">${escapeXml(label)}</text>` +
    '</svg>'
  );
}

/** A round age badge (18+ or 21+). */
export function ageBadgeSvg(label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    '<circle cx="20" cy="20" r="18" fill="#ffffff" stroke="#d91e36" stroke-width="3"></circle>' +
    `<text x="20" y="25" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="13" font-weight="800" fill="#111111">${escapeXml(label)}</text>` +
    '</svg>'
  );
}
