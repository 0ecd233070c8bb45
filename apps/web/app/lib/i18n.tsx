import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translate, type MessageTree, type MessageVars } from '~/lib/messages/message-tree';

export type Translate = (key: string, vars?: MessageVars) => string;

interface I18nValue {
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ locale: 'en', t: (key) => key });

/** Provides the active locale's messages (loaded by the root loader before the page renders). */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: MessageTree;
  children: ReactNode;
}) {
  const value = useMemo<I18nValue>(
    () => ({ locale, t: (key, vars) => translate(messages, key, vars) }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `const t = useT(); t('HEADER.SIGN_IN')`, `t('CHROME.LOCAL_TIME', { time })`; missing keys render as the key. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The active locale code (en, de, en-NZ, ...): the URL prefix, else the cookie, else the country's default. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}
