type Level = 'INFO' | 'WARN' | 'ERROR';

/** Sends one entry of the reference logger to PUT /log (spec 03 section 18); logging never throws. */
export function logToServer(
  label: string,
  level: Level,
  message: string,
  context?: Record<string, string>,
): void {
  if (typeof window === 'undefined') {
    console.error(JSON.stringify({ label, level, message, context }));
    return;
  }
  const entry = {
    label,
    level_name: level,
    datetime: new Date().toISOString(),
    message: message.slice(0, 4000),
    request_url: location.href.slice(0, 2000),
    is_ssr: false,
    ...(context ? { context } : {}),
  };
  // The API client loads on first use: a guest's first page does not need it.
  import('~/lib/api')
    .then(({ api }) => api.request('PUT', '/log', { body: entry }))
    .catch(() => console.error(JSON.stringify(entry)));
}

/** A readable message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? 'unknown error');
}
