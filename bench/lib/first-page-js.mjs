// First-page JS of a server-rendered page, measured on the build output: the scripts its HTML references
// (script src, modulepreload, import() in inline module scripts) plus their static imports, each gzipped.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ASSET = /\/assets\/[\w.-]+\.js/g;
// Static imports between chunks: `import"./x.js"`, `from"./x.js"` (minified) and their spaced forms.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.\/[\w.-]+\.js)["']/g;

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The /assets/*.js URLs an HTML page asks for, and the inline scripts' source. */
export function scriptsOfHtml(html) {
  const referenced = new Set();
  const inline = [];
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    if (/rel="?modulepreload/.test(tag[0]))
      for (const m of tag[0].matchAll(ASSET)) referenced.add(m[0]);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    let [, attributes = '', body = ''] = script;
    // The web app starts its module script after the first paint from a classic one (scripts-after-paint.server.ts):
    // its arguments are the preload list and the module script's code.
    const deferred = /\}\)\((\[[^\]]*\]),("(?:[^"\\]|\\.)*")\)$/.exec(body);
    if (deferred && body.includes('"modulepreload"')) {
      for (const url of JSON.parse(deferred[1])) referenced.add(url);
      inline.push(body.slice(0, deferred.index));
      body = JSON.parse(deferred[2]);
      attributes = 'type="module"';
    }
    for (const m of attributes.matchAll(ASSET)) referenced.add(m[0]);
    if (body.trim()) {
      inline.push(body);
      // Only code that loads modules (import("/assets/…")), not asset names mentioned inside serialised data.
      if (/\btype="?module/.test(attributes))
        for (const m of body.matchAll(/import\(\s*["'](\/assets\/[\w.-]+\.js)["']\s*\)/g))
          referenced.add(m[1]);
      for (const m of body.matchAll(/\bimport\s*["'](\/assets\/[\w.-]+\.js)["']/g))
        referenced.add(m[1]);
      // Static imports with bindings (`import * as route0 from "/assets/…"`: React Router's route modules).
      if (/\btype="?module/.test(attributes))
        for (const m of body.matchAll(/\bfrom\s*["'](\/assets\/[\w.-]+\.js)["']/g))
          referenced.add(m[1]);
    }
  }
  return { referenced: [...referenced], inline };
}

/**
 * Gzip size of every script the first page loads before it is interactive: the referenced files and, transitively,
 * what they import statically (dynamic import() chunks load later and are not counted).
 */
export function firstPageJs(html, clientBuildDir) {
  const { referenced, inline } = scriptsOfHtml(html);
  const files = new Map();
  const addedByImports = [];
  const queue = referenced.map((url) => ({ url, viaImport: false }));
  while (queue.length > 0) {
    const { url, viaImport } = /** @type {{url: string, viaImport: boolean}} */ (queue.shift());
    if (files.has(url)) continue;
    const file = path.join(clientBuildDir, url);
    if (!existsSync(file))
      throw new Error(`${url} is referenced by the page but missing from ${clientBuildDir}`);
    const source = readFileSync(file);
    files.set(url, { url, bytes: source.length, gzip: gzipBytes(source) });
    if (viaImport) addedByImports.push(url);
    for (const m of source.toString('utf8').matchAll(STATIC_IMPORT))
      queue.push({ url: path.posix.join(path.posix.dirname(url), m[1]), viaImport: true });
  }
  const list = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const inlineSource = inline.join('\n');
  return {
    files: list,
    totalBytes: list.reduce((t, f) => t + f.bytes, 0),
    totalGzip: list.reduce((t, f) => t + f.gzip, 0),
    // Static imports the HTML did not preload (each one is an extra round trip before hydration).
    notPreloaded: addedByImports,
    inlineBytes: Buffer.byteLength(inlineSource),
    inlineGzip: inline.length ? gzipBytes(Buffer.from(inlineSource)) : 0,
  };
}
