import type { Translate } from '~/lib/i18n';

/** An engine's risk level by its translated name; a level the messages do not know shows as the engine names it. */
export function riskLabel(t: Translate, risk: string): string {
  const key = `STUDIO.RISK.${risk.toUpperCase()}`;
  const label = t(key);
  return label === key ? risk : label;
}
