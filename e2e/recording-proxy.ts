import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** One call the browser made through the proxy, with the server's answer. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface RecordingProxy {
  server: string;
  calls: RecordedCall[];
  close: () => Promise<void>;
}

/**
 * A plain HTTP proxy on 127.0.0.1 that forwards every request to the casino and records the calls to `paths` with the
 * server's status. It sees what the page cannot be watched for: a keepalive report sent while the page unloads is
 * carried by the browser after the document is gone, and Playwright's network events no longer list it.
 */
export async function startRecordingProxy(paths: readonly string[]): Promise<RecordingProxy> {
  const calls: RecordedCall[] = [];
  const proxy = createServer((incoming, outgoing) => {
    // A proxied request names the absolute URL; the Host header is the casino's own, so Origin checks still pass.
    const target = new URL(incoming.url ?? '/');
    const { 'proxy-connection': _hop, ...headers } = incoming.headers;
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const upstream = forward(target, { method: incoming.method, headers }, (answer) => {
        if (paths.includes(target.pathname)) {
          calls.push({
            method: incoming.method ?? '',
            path: target.pathname,
            headers: incoming.headers,
            body: body.toString('utf8'),
            status: answer.statusCode ?? 0,
          });
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      upstream.end(body);
    });
  });
  // The test's own API calls (context.request) ask for a tunnel: passed through, not recorded.
  proxy.on('connect', (incoming, socket, head) => {
    const target = new URL(`http://${incoming.url ?? ''}`);
    const upstream = connect(Number(target.port), target.hostname, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address !== 'object') throw new Error('the recording proxy has no port');
  return {
    server: `http://127.0.0.1:${address.port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
