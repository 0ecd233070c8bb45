/** What the studio's frame posts to the page around it after a round (docs/games-architecture.md). */
export interface StudioBalanceMessage {
  type: 'studio:balance';
  balance: number;
  currency: string;
  mode: 'real' | 'demo';
}

/** Reads a posted message by shape: the frame is another document, its data is not trusted to be ours. */
export function isStudioBalanceMessage(data: unknown): data is StudioBalanceMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === 'studio:balance' &&
    typeof message.balance === 'number' &&
    Number.isInteger(message.balance) &&
    typeof message.currency === 'string' &&
    (message.mode === 'real' || message.mode === 'demo')
  );
}
