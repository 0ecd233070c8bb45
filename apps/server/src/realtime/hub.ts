import type { Broker, HubMessage } from './broker.ts';
import { DISCONNECT, type Disconnect } from './protocol.ts';

/** What the hub needs of a connected socket. */
export interface HubClient {
  /** The session the client's token names (null: anonymous). */
  readonly sid: string | null;
  /** Sends a frame already serialized. */
  sendFrame(frame: string): void;
  disconnect(reason: Disconnect): void;
}

/**
 * The realtime hub of one node: which of its sockets listen to which logical channel, and delivery of what the broker
 * brings (from this node or another). Only the outbox relay publishes, after commit (realtime-publisher.ts).
 */
export class Hub {
  readonly #broker: Broker;
  /** Logical channel -> subscribed clients -> the channel name each subscribed with (plain or `ws:<name>:` form). */
  readonly #channels = new Map<string, Map<HubClient, string>>();
  readonly #clients = new Set<HubClient>();

  constructor(broker: Broker) {
    this.#broker = broker;
    broker.onMessage((message) => this.#deliver(message));
    // Pushes carry whole states but may have been missed: every socket reconnects and its client reads them again.
    broker.onGap(() => {
      for (const client of [...this.#clients]) client.disconnect(DISCONNECT.insufficientState);
    });
  }

  /** Publishes to a logical channel on every node (resolves once the broker took it). */
  publish(channel: string, data: unknown): Promise<void> {
    return this.#broker.publish({ kind: 'publication', channel, data });
  }

  /** Closes, on every node, the sockets a session opened (the player signed out, or the session was closed). */
  endSession(sid: string): Promise<void> {
    return this.#broker.publish({ kind: 'end-session', sid });
  }

  attach(client: HubClient): void {
    this.#clients.add(client);
  }

  detach(client: HubClient): void {
    this.#clients.delete(client);
    for (const [channel, subscribers] of this.#channels) {
      subscribers.delete(client);
      if (subscribers.size === 0) this.#channels.delete(channel);
    }
  }

  subscribe(client: HubClient, logical: string, wireName: string): void {
    let subscribers = this.#channels.get(logical);
    if (!subscribers) {
      subscribers = new Map();
      this.#channels.set(logical, subscribers);
    }
    subscribers.set(client, wireName);
  }

  unsubscribe(client: HubClient, logical: string): void {
    const subscribers = this.#channels.get(logical);
    subscribers?.delete(client);
    if (subscribers?.size === 0) this.#channels.delete(logical);
  }

  get clientCount(): number {
    return this.#clients.size;
  }

  #deliver(message: HubMessage): void {
    if (message.kind === 'end-session') {
      for (const client of this.#clients)
        if (client.sid === message.sid) client.disconnect(DISCONNECT.sessionEnded);
      return;
    }
    const subscribers = this.#channels.get(message.channel);
    if (!subscribers) return;
    // The data is serialized once; each wire name (plain or prefixed) gets its frame once.
    const data = JSON.stringify(message.data);
    const frames = new Map<string, string>();
    for (const [client, wireName] of subscribers) {
      let frame = frames.get(wireName);
      if (!frame) {
        frame = `{"push":{"channel":${JSON.stringify(wireName)},"pub":{"data":${data}}}}`;
        frames.set(wireName, frame);
      }
      client.sendFrame(frame);
    }
  }

  /** Disconnects every socket (clients reconnect elsewhere) and lets the broker go. */
  async close(): Promise<void> {
    for (const client of [...this.#clients]) client.disconnect(DISCONNECT.shutdown);
    this.#clients.clear();
    this.#channels.clear();
    await this.#broker.close();
  }
}
