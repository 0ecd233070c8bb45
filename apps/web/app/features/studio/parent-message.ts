/** What the frame tells the casino page around it (it may refresh its own balance display). */
export interface StudioBalanceMessage {
  type: 'studio:balance';
  balance: number;
  currency: string;
  mode: 'real' | 'demo';
}

/** Posts to the embedding page of our own origin only; a frame opened on its own has no one to tell. */
export function postBalance(message: StudioBalanceMessage, target: Window = window): void {
  if (target.parent === target) return;
  target.parent.postMessage(message, target.location.origin);
}
