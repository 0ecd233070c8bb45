import { z } from 'zod';
import { signBody, type WalletHttpRequest, type WalletTransport } from './wallet-client.ts';

// A casino written for the studio's tests, faithful to the seamless-wallet protocol (spec 04 section 3): signed calls,
// balances in minor units, idempotent action_ids (a retry gets its first answer), rollbacks that undo a bet or leave a
// tombstone that refuses the late bet, 412 errors with their codes. Faults can be switched on for the next calls.

export interface FakeContext {
  session_id: string;
  user_id: string | null;
  nickname: string | null;
  game_identifier: string;
  mode: 'real' | 'demo';
  currency: string;
  status: 'open' | 'closed';
}

/** drop-answer: the casino applies the call but the answer is lost; drop-request: the call never arrives. */
export type Fault = 'drop-answer' | 'drop-request' | 'error-503';

const actionSchema = z.object({
  action: z.enum(['bet', 'win', 'rollback']),
  action_id: z.string(),
  amount: z.number().int().nonnegative().optional(),
  original_action_id: z.string().optional(),
});
const playSchema = z.object({
  user_id: z.string(),
  currency: z.string(),
  game: z.string(),
  session_id: z.string(),
  game_id: z.string().optional(),
  round_id: z.string().optional(),
  finished: z.boolean().optional(),
  actions: z.array(actionSchema).optional(),
});

interface Applied {
  action: 'bet' | 'win' | 'rollback';
  amount: number;
  user: string;
  tx_id: string;
  round_id: string | undefined;
  finished: boolean;
  rolledBack: boolean;
}

export function fakeCasino(authToken: string) {
  const balances = new Map<string, number>();
  const contexts = new Map<string, FakeContext>();
  const applied = new Map<string, Applied>();
  const tombstones = new Set<string>();
  const faults: { path: string; fault: Fault }[] = [];
  const calls: { path: string; body: unknown }[] = [];
  const betLimits = new Map<string, number>();
  let txSeq = 0;
  let latencyMs = 0;

  const answer = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
  const refuse = (code: number, message: string, user?: string) =>
    answer(412, { code, message, balance: user ? (balances.get(user) ?? 0) : 0 });

  function play(body: z.infer<typeof playSchema>) {
    const user = body.user_id;
    if (!balances.has(user)) return refuse(101, 'Player is invalid');
    const transactions = [];
    for (const action of body.actions ?? []) {
      const seen = applied.get(action.action_id);
      if (seen) {
        transactions.push({ action_id: action.action_id, tx_id: seen.tx_id });
        continue;
      }
      const amount = action.amount ?? 0;
      const balance = balances.get(user) ?? 0;
      if (action.action === 'bet') {
        if (tombstones.has(action.action_id)) return refuse(400, 'Bet was rolled back', user);
        const limit = betLimits.get(user);
        if (limit !== undefined && amount > limit)
          return refuse(105, 'Your bet limit is reached', user);
        if (amount > balance) return refuse(100, 'Not enough funds', user);
        balances.set(user, balance - amount);
      } else if (action.action === 'win') balances.set(user, balance + amount);
      else return refuse(400, 'Bad action', user);
      const tx_id = `tx-${++txSeq}`;
      applied.set(action.action_id, {
        action: action.action,
        amount,
        user,
        tx_id,
        round_id: body.round_id,
        finished: body.finished ?? false,
        rolledBack: false,
      });
      transactions.push({ action_id: action.action_id, tx_id });
    }
    return answer(200, { balance: balances.get(user), game_id: body.game_id, transactions });
  }

  function rollback(body: z.infer<typeof playSchema>) {
    const user = body.user_id;
    const transactions = [];
    for (const action of body.actions ?? []) {
      const original = action.original_action_id ?? '';
      const bet = applied.get(original);
      if (bet && !bet.rolledBack) {
        bet.rolledBack = true;
        balances.set(user, (balances.get(user) ?? 0) + bet.amount);
      } else if (!bet) tombstones.add(original);
      const tx_id = applied.get(action.action_id)?.tx_id ?? `tx-${++txSeq}`;
      applied.set(action.action_id, {
        action: 'rollback',
        amount: 0,
        user,
        tx_id,
        round_id: body.round_id,
        finished: true,
        rolledBack: false,
      });
      transactions.push({ action_id: action.action_id, tx_id });
    }
    return answer(200, { balance: balances.get(user) ?? 0, transactions });
  }

  function handle(request: WalletHttpRequest) {
    const signed = request.method === 'GET' ? request.path : request.body;
    if (request.headers['x-request-sign'] !== signBody(signed, authToken))
      return refuse(403, 'Bad signature');
    const context = /^\/api\/game_sessions\/([^/]+)\/context$/.exec(request.path);
    if (request.method === 'GET' && context) {
      const found = contexts.get(decodeURIComponent(context[1] ?? ''));
      if (!found) return refuse(404, 'Unknown session');
      const { user_id, ...rest } = found;
      return answer(200, { ...rest, player_id: user_id });
    }
    const parsed = playSchema.safeParse(JSON.parse(request.body || 'null'));
    if (!parsed.success) return refuse(400, 'Bad request');
    if (request.path === '/api/wallet/play') return play(parsed.data);
    if (request.path === '/api/wallet/rollback') return rollback(parsed.data);
    return refuse(404, 'Not found');
  }

  const transport: WalletTransport = async (request) => {
    calls.push({ path: request.path, body: request.body ? JSON.parse(request.body) : null });
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const index = faults.findIndex((f) => f.path === request.path);
    const fault = index >= 0 ? faults.splice(index, 1)[0]?.fault : undefined;
    if (fault === 'drop-request') throw new Error('timed out');
    if (fault === 'error-503') return answer(503, { error: 'Service Unavailable' });
    const response = handle(request);
    if (fault === 'drop-answer') throw new Error('timed out');
    return response;
  };

  return {
    transport,
    calls,
    applied,
    tombstones,
    balanceOf: (user: string) => balances.get(user) ?? 0,
    setBalance: (user: string, amount: number) => balances.set(user, amount),
    setBetLimit: (user: string, amount: number) => betLimits.set(user, amount),
    /** Every call takes this long (a network between the studio and the casino). */
    setLatency: (ms: number) => {
      latencyMs = ms;
    },
    openSession(token: string, context: FakeContext) {
      contexts.set(token, context);
      if (context.user_id !== null && !balances.has(context.user_id))
        balances.set(context.user_id, 0);
    },
    /** The next `times` calls to `path` meet `fault`. */
    fail(path: string, fault: Fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push({ path, fault });
    },
    /** Calls sent to `path`, their bodies parsed. */
    callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}

export type FakeCasino = ReturnType<typeof fakeCasino>;
