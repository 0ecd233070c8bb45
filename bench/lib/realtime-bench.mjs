// Issue 9 section 5: the realtime hub under held connections. Opens `connections` WebSockets (connected with a
// player's token) spread over the nodes, reads each server's memory per connection, then measures balance-push
// latency: deposits committed through node A's API, the push timed on a socket of the last node (through Redis when
// there are two). The load generator's own CPU is printed apart from the servers'.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { depositByCard, registerBenchPlayer } from './player-client.mjs';

/** Resident memory of a process, in bytes (Linux /proc). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU seconds a process used so far (utime + stime, Linux /proc). */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Each push's deposit: above every sandbox method's minimum. */
const DEPOSIT_CENTS = 2_000;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;

function openSocket(url, token, onPush) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    // A socket that never gets its connect reply fails the run instead of holding it.
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no connect reply from ${url} within 15 s`));
    }, 15_000);
    // Closed before its connect reply (a refused token, a full server): the run fails with the code, never waits.
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      reject(new Error(`socket to ${url} closed before its connect reply: ${code} ${reason}`));
    });
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, connect: { token } })));
    socket.on('message', (data) => {
      for (const line of data.toString().split('\n')) {
        if (line === '{}') {
          socket.send('{}');
          continue;
        }
        const frame = JSON.parse(line);
        if (frame.id === 1) {
          clearTimeout(timer);
          resolve(socket);
        } else if (frame.push) onPush?.(frame.push);
      }
    });
  });
}

export async function measureRealtime(servers, { connections = 10_000, pushes = 200 } = {}) {
  const [first] = servers;
  const last = servers[servers.length - 1];
  const api = await registerBenchPlayer(first.origin);
  const subscription = await api('GET', '/api/notification_center/centrifugo/subscription');
  const wsUrl = (server) => `${server.origin.replace(/^http/, 'ws')}/connection/websocket`;

  const memoryBefore = servers.map((s) => rssOf(s.pid));
  const generatorCpu = process.cpuUsage();
  const serverCpuBefore = servers.map((s) => cpuSecondsOf(s.pid));
  const sockets = [];
  const started = performance.now();
  for (let i = 0; i < connections; i += 500) {
    const batch = Array.from({ length: Math.min(500, connections - i) }, (_, j) =>
      openSocket(wsUrl(servers[(i + j) % servers.length]), subscription.token),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const memoryAfter = servers.map((s) => rssOf(s.pid));

  // The probe: one more socket on the last node, subscribed to the player's balance.
  let waiting = null;
  const probe = await openSocket(wsUrl(last), subscription.token, (push) => {
    if (waiting && push.pub?.data?.amount_cents === waiting.amount)
      waiting.resolve(performance.now());
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the probe got no subscribe reply in 10 s')),
      10_000,
    );
    probe.on('message', function subscribed(data) {
      if (data.toString().includes('"id":2')) {
        probe.off('message', subscribed);
        clearTimeout(timer);
        resolve();
      }
    });
    probe.send(
      JSON.stringify({
        id: 2,
        subscribe: { channel: `ws:${subscription.client_name}:balance#${subscription.user}` },
      }),
    );
  });
  const latencies = [];
  let balance = 0;
  for (let i = 0; i < pushes; i++) {
    balance += DEPOSIT_CENTS;
    const arrived = new Promise((resolve) => {
      waiting = { amount: balance, resolve };
    });
    await depositByCard(api, DEPOSIT_CENTS);
    // The answer leaves after the commit: the push is timed from it (clamped at 0 when the push came first).
    const committed = performance.now();
    const received = await Promise.race([
      arrived,
      new Promise((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    if (received === null) throw new Error(`push ${i} did not arrive within 5 s`);
    latencies.push(Math.max(0, received - committed));
  }
  const generator = process.cpuUsage(generatorCpu);
  const serverCpu = servers.map((s, i) =>
    Number((cpuSecondsOf(s.pid) - serverCpuBefore[i]).toFixed(2)),
  );
  for (const socket of [...sockets, probe]) socket.terminate();
  latencies.sort((a, b) => a - b);
  const held = servers.map(
    (_, i) =>
      Math.ceil(connections / servers.length) -
      (i >= connections % servers.length && connections % servers.length ? 1 : 0),
  );
  return {
    nodes: servers.length,
    connections,
    connectSeconds: Number(connectSeconds.toFixed(1)),
    bytesPerConnection: servers.map((_, i) =>
      Math.round((memoryAfter[i] - memoryBefore[i]) / Math.max(1, held[i])),
    ),
    rssMb: memoryAfter.map((bytes) => Math.round(bytes / 2 ** 20)),
    pushes,
    latencyMs: {
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      max: Number(latencies[latencies.length - 1].toFixed(1)),
    },
    generatorCpuSeconds: Number(((generator.user + generator.system) / 1e6).toFixed(2)),
    serverCpuSeconds: serverCpu,
  };
}
