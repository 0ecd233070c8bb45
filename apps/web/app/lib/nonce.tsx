import { createContext, useContext, type ReactNode } from 'react';

/**
 * The CSP nonce of this response (the server's Content-Security-Policy allows scripts by nonce only): set by the
 * server render around the app; in the browser there is none to give (the page's scripts already ran).
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
