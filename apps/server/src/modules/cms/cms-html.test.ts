import { describe, expect, test } from 'vitest';
import { sanitizeCmsHtml, sanitizeCmsText } from './cms-html.ts';
import { sanitizeCmsSvg } from './cms-svg.ts';

describe('CMS HTML sanitizer', () => {
  test.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script inside an svg', '<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    [
      'an onerror handler on an image',
      '<img src="/a.png" onerror="alert(1)">',
      '<img src="/a.png" />',
    ],
    ['an onclick handler', '<p onclick="steal()">text</p>', '<p>text</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a plain http image', '<img src="http://cdn.example/a.png">', '<img />'],
    ['a protocol-relative image', '<img src="//evil.example/a.png">', '<img />'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a style element and attribute', '<style>p{}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['a form', '<form action="/x"><input name="a"></form>', ''],
    [
      'data attributes other than data-widget',
      '<div data-widget="payments" data-x="1">w</div>',
      '<div data-widget="payments">w</div>',
    ],
  ])('strips %s', (_name, dirty, clean) => {
    expect(sanitizeCmsHtml(dirty)).toBe(clean);
  });

  test.each([
    [
      'headings and paragraphs',
      '<h2 id="a">Title</h2><p>Text <strong>bold</strong> <em>it</em></p>',
    ],
    ['lists', '<ul><li>one</li></ul><ol start="2"><li>two</li></ol>'],
    [
      'tables',
      '<table><caption>c</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    ],
    ['links with rel', '<a href="https://help.example" rel="nofollow">help</a>'],
    [
      'mail and phone links',
      '<a href="mailto:support@open-casino.local">mail</a> <a href="tel:+442079460321">call</a>',
    ],
    [
      'relative and https images',
      '<img src="/cms-files/bitcoin.svg" alt="Bitcoin" /><img src="https://cdn.example/a.png" alt="" />',
    ],
  ])('keeps %s', (_name, html) => {
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  test('a link opening a new tab gets rel noopener noreferrer', () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test('sanitizing twice changes nothing, so read-time sanitizing of stored HTML is stable', () => {
    const once = sanitizeCmsHtml(
      '<p>Terms &amp; Conditions é 5 < 6 <a href="/a" target="_blank">a</a></p>',
    );
    expect(sanitizeCmsHtml(once)).toBe(once);
  });

  test('plain-text fields lose every tag but keep readable characters', () => {
    expect(sanitizeCmsText(' Terms & <b>Conditions</b><script>x</script> ')).toBe(
      'Terms & Conditions',
    );
  });
});

describe('CMS SVG sanitizer', () => {
  test('keeps drawing elements with their case and drops script, handlers and links', () => {
    const dirty =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="x()"><script>alert(1)</script><a href="javascript:x"><rect x="1" width="2" fill="#fff" onclick="y"/></a><linearGradient id="g"></linearGradient></svg>';
    expect(sanitizeCmsSvg(dirty)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" width="2" fill="#fff"></rect><linearGradient id="g"></linearGradient></svg>',
    );
  });
});
