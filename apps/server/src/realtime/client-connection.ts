import { randomUUID } from 'node:crypto';
import { readChannel } from './channels.ts';
import type { Hub, HubClient } from './hub.ts';
import { verifyJwt, type ConnectionClaims } from './jwt.ts';
import { DISCONNECT, ERROR, PROTOCOL_VERSION, commandSchema, type Disconnect } from './protocol.ts';

/** The socket as the connection sees it (a `ws` WebSocket). */
export interface RealtimeSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  readonly readyState: number;
}

export interface ConnectionOptions {
  hub: Hub;
  secret: string;
  /** The `ws:<client_name>:` prefix of the reference client's new flow. */
  clientName: string;
  /** Whether the session a token names still exists (a signed-out session's token is worth nothing). */
  isSessionAlive(sid: string): Promise<boolean>;
  /** Seconds between the server's pings; the client answers each with a pong. */
  pingSeconds?: number;
  /** How long a pong may take after its ping, and how long the client has to send its connect command. */
  graceMs?: number;
  maxSubscriptions?: number;
  /** Commands allowed per second (a short burst), before the client is told to slow down, then disconnected. */
  commandsPerSecond?: number;
  now?: () => number;
}

const OPEN = 1;
type ErrorBody = { code: number; message: string };

/**
 * One client socket speaking the Centrifugo protocol v2 (JSON). Bad input never throws out of here: a malformed
 * frame or a command it cannot read closes this socket (3501), an unknown channel or one of another user is an error
 * reply (102, 103), a flood of commands is told 111 and then closed; other sockets are untouched.
 */
export class ClientConnection implements HubClient {
  readonly #socket: RealtimeSocket;
  readonly #options: Required<Omit<ConnectionOptions, 'now'>> & { now: () => number };
  readonly #client = randomUUID();
  #claims: ConnectionClaims | null = null;
  #subscriptions = new Set<string>();
  #closed = false;
  #timers: {
    connect?: NodeJS.Timeout;
    ping?: NodeJS.Timeout;
    pong?: NodeJS.Timeout;
    expiry?: NodeJS.Timeout;
  } = {};
  #windowStart = 0;
  #windowCommands = 0;
  #strikes = 0;

  constructor(socket: RealtimeSocket, options: ConnectionOptions) {
    this.#socket = socket;
    this.#options = {
      pingSeconds: 25,
      graceMs: 10_000,
      maxSubscriptions: 64,
      commandsPerSecond: 50,
      now: Date.now,
      ...options,
    };
    this.#timers.connect = setTimeout(
      () => this.disconnect(DISCONNECT.connectTimeout),
      this.#options.graceMs,
    );
    options.hub.attach(this);
  }

  get sid(): string | null {
    return this.#claims?.sid ?? null;
  }

  get user(): string | null {
    return this.#claims ? this.#claims.sub || null : null;
  }

  sendFrame(frame: string): void {
    if (!this.#closed && this.#socket.readyState === OPEN) this.#socket.send(frame);
  }

  #reply(reply: object): void {
    this.sendFrame(JSON.stringify(reply));
  }

  #error(id: number, error: ErrorBody): void {
    this.#reply({ id, error });
  }

  disconnect(reason: Disconnect): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const timer of Object.values(this.#timers)) clearTimeout(timer);
    this.#options.hub.detach(this);
    if (this.#socket.readyState === OPEN)
      this.#socket.close(
        reason.code,
        JSON.stringify({ reason: reason.reason, reconnect: reason.reconnect }),
      );
  }

  /** The socket went away on its own. */
  closed(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const timer of Object.values(this.#timers)) clearTimeout(timer);
    this.#options.hub.detach(this);
  }

  /** A frame from the client: newline-separated JSON commands, or `{}` (a pong). */
  async receive(frame: string): Promise<void> {
    for (const line of frame.split('\n')) {
      if (this.#closed) return;
      const text = line.trim();
      if (text === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return this.disconnect(DISCONNECT.badRequest);
      }
      if (isEmptyObject(value)) {
        clearTimeout(this.#timers.pong);
        continue;
      }
      if (!this.#withinRate()) {
        const id = readId(value);
        if (id !== null) this.#error(id, ERROR.tooManyRequests);
        continue;
      }
      const command = commandSchema.safeParse(value);
      if (!command.success) {
        const id = readId(value);
        // Something with an id we cannot serve is answered; anything else is not the protocol at all.
        if (id === null) return this.disconnect(DISCONNECT.badRequest);
        this.#error(id, ERROR.badRequest);
        continue;
      }
      await this.#handle(command.data);
    }
  }

  /** Counts a command; false once the second's budget is spent (and, after a few such seconds, the socket is closed). */
  #withinRate(): boolean {
    const now = this.#options.now();
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#windowCommands = 0;
    }
    this.#windowCommands += 1;
    if (this.#windowCommands <= this.#options.commandsPerSecond) return true;
    if (this.#windowCommands === this.#options.commandsPerSecond + 1) this.#strikes += 1;
    if (this.#strikes > 3) this.disconnect(DISCONNECT.tooManyRequests);
    return false;
  }

  async #handle(command: ReturnType<typeof commandSchema.parse>): Promise<void> {
    if ('connect' in command) return this.#connect(command.id, command.connect.token ?? '');
    if (!this.#claims) return this.disconnect(DISCONNECT.badRequest);
    if ('refresh' in command) return this.#refresh(command.id, command.refresh.token);
    if ('subscribe' in command) return this.#subscribe(command.id, command.subscribe.channel);
    this.#unsubscribe(command.id, command.unsubscribe.channel);
  }

  /** Checks a token: signature, expiry, and that the session it names is still signed in. */
  async #check(
    token: string,
  ): Promise<{ claims: ConnectionClaims } | { error: 'expired' | 'invalid' }> {
    const verdict = verifyJwt(token, this.#options.secret, Math.floor(this.#options.now() / 1000));
    if (!verdict.ok) return { error: verdict.reason === 'expired' ? 'expired' : 'invalid' };
    const { sid } = verdict.claims;
    if (sid !== undefined && !(await this.#options.isSessionAlive(sid)))
      return { error: 'invalid' };
    return { claims: verdict.claims };
  }

  async #connect(id: number, token: string): Promise<void> {
    if (this.#claims) return this.#error(id, ERROR.badRequest);
    const checked = await this.#check(token);
    if (this.#closed) return;
    if ('error' in checked) {
      // An expired token is temporary (the client gets a new one and connects again); a bad one is final.
      if (checked.error === 'expired') return this.#error(id, ERROR.tokenExpired);
      return this.disconnect(DISCONNECT.invalidToken);
    }
    this.#claims = checked.claims;
    clearTimeout(this.#timers.connect);
    this.#reply({
      id,
      connect: {
        client: this.#client,
        version: PROTOCOL_VERSION,
        ping: this.#options.pingSeconds,
        pong: true,
        ...this.#expiry(),
      },
    });
    this.#schedulePing();
  }

  /** `expires` and `ttl` of a connect or refresh reply; the socket closes (to reconnect) if not refreshed in time. */
  #expiry(): { expires: true; ttl: number } {
    const claims = this.#claims;
    const ttl = Math.max(0, (claims?.exp ?? 0) - Math.floor(this.#options.now() / 1000));
    clearTimeout(this.#timers.expiry);
    this.#timers.expiry = setTimeout(
      () => this.disconnect(DISCONNECT.expired),
      ttl * 1000 + this.#options.graceMs,
    );
    return { expires: true, ttl };
  }

  async #refresh(id: number, token: string): Promise<void> {
    const checked = await this.#check(token);
    if (this.#closed) return;
    if ('error' in checked) {
      if (checked.error === 'expired') return this.#error(id, ERROR.tokenExpired);
      return this.disconnect(DISCONNECT.invalidToken);
    }
    if (checked.claims.sub !== this.#claims?.sub) return this.disconnect(DISCONNECT.invalidToken);
    this.#claims = checked.claims;
    this.#reply({
      id,
      refresh: { client: this.#client, version: PROTOCOL_VERSION, ...this.#expiry() },
    });
  }

  #subscribe(id: number, channel: string): void {
    const verdict = readChannel(channel, this.user, this.#options.clientName);
    if (!verdict.ok) return this.#error(id, ERROR[verdict.error]);
    if (this.#subscriptions.has(verdict.logical)) return this.#error(id, ERROR.alreadySubscribed);
    if (this.#subscriptions.size >= this.#options.maxSubscriptions)
      return this.#error(id, ERROR.limitExceeded);
    this.#subscriptions.add(verdict.logical);
    this.#options.hub.subscribe(this, verdict.logical, channel);
    this.#reply({ id, subscribe: {} });
  }

  #unsubscribe(id: number, channel: string): void {
    const verdict = readChannel(channel, this.user, this.#options.clientName);
    if (verdict.ok && this.#subscriptions.delete(verdict.logical))
      this.#options.hub.unsubscribe(this, verdict.logical);
    this.#reply({ id, unsubscribe: {} });
  }

  /** Pings every few seconds; a client that does not answer within the grace time is closed (it will reconnect). */
  #schedulePing(): void {
    this.#timers.ping = setInterval(() => {
      this.sendFrame('{}');
      clearTimeout(this.#timers.pong);
      this.#timers.pong = setTimeout(
        () => this.disconnect(DISCONNECT.noPong),
        this.#options.graceMs,
      );
    }, this.#options.pingSeconds * 1000);
  }
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
  );
}

function readId(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const id: unknown = Reflect.get(value, 'id');
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
