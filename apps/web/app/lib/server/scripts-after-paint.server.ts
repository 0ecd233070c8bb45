import { Transform, type TransformCallback } from 'node:stream';

// The app's scripts start loading once the server's HTML is on screen. React Router writes a <link rel=modulepreload>
// per script into the head and one inline module script that imports them at the end of the body; on a slow line
// those 120 KB of JavaScript share the bandwidth with the page's HTML and styles, and the first paint waits. This
// transform takes the preload links out of the document and turns the module script into a small classic script
// that, after the first frame, adds the same preload links and the same module script: the page paints first, then
// loads and hydrates exactly as before.

const PRELOAD = '<link rel="modulepreload" href="';
/** React Router's module script as written, with the response's CSP nonce when there is one. */
const moduleScriptTag = (nonce?: string) =>
  nonce ? `<script nonce="${nonce}" type="module" async="">` : '<script type="module" async="">';
const SCRIPT_END = '</script>';

/**
 * The classic script that starts the app after the first paint: a frame callback runs once the page can draw (its
 * stylesheets are in), the timeout after it once that frame is painted. A hidden tab draws no frames: it starts at once,
 * or as soon as it is hidden.
 */
export function bootstrapScript(
  preloads: readonly string[],
  moduleCode: string,
  nonce?: string,
): string {
  // JSON in a script element: '<' escaped so that no '</script>' can end it early.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `<script${nonce ? ` nonce="${nonce.replace(/[^\w+/=-]/g, '')}"` : ''}>(function(h,c){` +
    'var s=!1;function g(){if(s)return;s=!0;h.forEach(function(u){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=u;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";' +
    'm.textContent=c;document.body.appendChild(m)}if(document.visibilityState==="hidden")g();else{' +
    'document.addEventListener("visibilitychange",g,{once:!0});requestAnimationFrame(function(){setTimeout(g,0)})}})(' +
    `${json(preloads)},${json(moduleCode)})</script>`
  );
}

/** Where the next construct this transform rewrites starts in `text`, from `from`; -1 when none. */
function nextConstruct(text: string, from: number, moduleScript: string): number {
  const preload = text.indexOf(PRELOAD, from);
  const script = text.indexOf(moduleScript, from);
  if (preload === -1) return script;
  if (script === -1) return preload;
  return Math.min(preload, script);
}

/** How many characters at the end of `text` could be the start of a construct cut by a chunk boundary. */
function possibleStartLength(text: string, moduleScript: string): number {
  for (
    let length = Math.min(text.length, Math.max(PRELOAD.length, moduleScript.length) - 1);
    length > 0;
    length--
  ) {
    const tail = text.slice(text.length - length);
    if (PRELOAD.startsWith(tail) || moduleScript.startsWith(tail)) return length;
  }
  return 0;
}

/**
 * An HTML stream transform (UTF-8 in and out) that moves the app's script loading after the first paint, as described
 * above. Everything else passes through unchanged; constructs cut across chunks are held until complete.
 */
export function scriptsAfterPaint(nonce?: string): Transform {
  const decoder = new TextDecoder();
  const moduleScript = moduleScriptTag(nonce);
  const preloads: string[] = [];
  let held = '';

  const rewrite = (final: boolean): string => {
    let out = '';
    let at = 0;
    for (;;) {
      const start = nextConstruct(held, at, moduleScript);
      if (start === -1) break;
      out += held.slice(at, start);
      if (held.startsWith(PRELOAD, start)) {
        const end = held.indexOf('>', start);
        if (end === -1) {
          at = start;
          break;
        }
        const href = held.slice(start + PRELOAD.length, held.indexOf('"', start + PRELOAD.length));
        preloads.push(href);
        at = end + 1;
      } else {
        const end = held.indexOf(SCRIPT_END, start);
        if (end === -1) {
          at = start;
          break;
        }
        out += bootstrapScript(preloads, held.slice(start + moduleScript.length, end), nonce);
        at = end + SCRIPT_END.length;
      }
    }
    const rest = held.slice(at);
    // A construct left open (or a tag cut at the chunk's end) waits for the next chunk, unless the document is over.
    const open =
      nextConstruct(rest, 0, moduleScript) === 0
        ? rest.length
        : possibleStartLength(rest, moduleScript);
    const keep = final ? 0 : open;
    held = rest.slice(rest.length - keep);
    return out + rest.slice(0, rest.length - keep);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      held += decoder.decode(chunk, { stream: true });
      const out = rewrite(false);
      done(null, out.length > 0 ? Buffer.from(out) : undefined);
    },
    flush(done: TransformCallback) {
      held += decoder.decode();
      const out = rewrite(true);
      done(null, out.length > 0 ? Buffer.from(out) : undefined);
    },
  });
}
