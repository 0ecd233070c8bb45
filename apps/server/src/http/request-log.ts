import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: tokens, codes, passwords and keys never reach a log line. */
const SECRET_PARAMETER = /token|secret|password|passwd|otp|code|key|signature|session/i;

/** The URL with the values of secret query parameters replaced, for logs (confirmation and reset links carry tokens). */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = url.slice(query + 1).split('&');
  const redacted = params.map((param) => {
    const [rawName = '', ...value] = param.split('=');
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // a malformed name is matched as written
    }
    return value.length > 0 && SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : param;
  });
  return `${url.slice(0, query)}?${redacted.join('&')}`;
}

/**
 * What a request log line says of the request: method, URL (secrets redacted), host and address. Never the body, and
 * no headers (cookies and authorization stay out).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
