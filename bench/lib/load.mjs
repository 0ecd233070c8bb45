// HTTP load on loopback with autocannon: a short warm-up, then a bounded measured run.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSecondsOf(pid) {
  try {
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15 (clock ticks, 100 per s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Measures one route. `request` is an autocannon request ({ method, path, headers, body, setupRequest }).
 * Any non-2xx answer, socket error or timeout fails the bench: an error page is not the route being measured.
 */
export async function measure(
  origin,
  name,
  request,
  { connections, durationS, warmupS, serverPid },
) {
  // A slow page is measured as slow rather than dropped: 30 s before autocannon counts a timeout.
  const base = { url: origin, connections, pipelining: 1, timeout: 30, requests: [request] };
  if (warmupS > 0) await run({ ...base, duration: warmupS });
  const cpuBefore = serverPid ? cpuSecondsOf(serverPid) : null;
  const result = await run({ ...base, duration: durationS });
  const cpuAfter = serverPid ? cpuSecondsOf(serverPid) : null;
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0 || result.requests.total === 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} requests`,
    );
  }
  return {
    name,
    connections,
    durationS,
    requests: result.requests.total,
    // Mean of the per-second samples, as autocannon prints it.
    rps: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    bytesPerRequest: Math.round(result.throughput.total / result.requests.total),
    // Server CPU per request: steadier than wall-clock figures when other processes share the CPUs.
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

/** A JSON POST the CSRF hook accepts (apps/server/src/http/csrf.ts: X-Requested-With, same-site Origin). */
export function jsonPost(origin, path, bodies) {
  let next = 0;
  return {
    method: 'POST',
    path,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin,
    },
    // A different body on each request, round robin.
    setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[next++ % bodies.length]) }),
  };
}

/**
 * A JSON POST with each body once, in order. When they run out they are asked again from the first, and `repeated()`
 * tells how many requests were such repeats (which the server may answer from its cache).
 */
export function jsonPostOnce(origin, path, bodies) {
  const request = jsonPost(origin, path, bodies);
  let next = 0;
  return {
    ...request,
    setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[next++ % bodies.length]) }),
    repeated: () => Math.max(0, next - bodies.length),
  };
}

export function htmlGet(path) {
  return {
    method: 'GET',
    path,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'accept-language': 'en',
      'accept-encoding': 'br, gzip',
    },
  };
}

/**
 * A page as a new guest sees it: a user agent no earlier request had, so the server's 5 s guest page cache (keyed by
 * the user agent among others) never answers and every request is a whole server render.
 */
export function htmlGetRendered(path) {
  const request = htmlGet(path);
  let next = 0;
  return {
    ...request,
    setupRequest: (req) => ({
      ...req,
      headers: {
        ...req.headers,
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 bench/${next++}`,
      },
    }),
  };
}
