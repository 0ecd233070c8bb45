import { apiErrorStatus } from '~/lib/api-error';

/** LOAD_<PATH>_ERROR of spec 03 section 0.3: url without /api/, '/' to '_', upper case, query dropped. */
export function loadErrorLabel(path: string): string {
  const bare =
    path
      .split('?')[0]
      ?.replace(/^\/api\//, '')
      .replace(/^\//, '') ?? '';
  return `LOAD_${bare.replaceAll('/', '_').toUpperCase()}_ERROR`;
}

/** Most loaders swallow errors and return an empty value (spec 01 section 8); the failure is logged. */
export async function swallow<T>(path: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const status = apiErrorStatus(error);
    // A 401 is the ordinary answer for guests, not a failure.
    if (status !== 401)
      console.error(
        JSON.stringify({
          label: loadErrorLabel(path),
          status,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    return fallback;
  }
}
