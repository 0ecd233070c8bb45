/**
 * Whether a form holds something the player typed or chose since it opened: the registration popup asks before
 * throwing that away (spec 01 section 4, a pending confirm). Text that is only spaces counts as untouched.
 */
export function hasUnsavedChanges<V extends object>(values: V, initial: V): boolean {
  const before: Partial<Record<string, unknown>> = { ...initial };
  return Object.entries(values).some(([field, value]) => !sameValue(value, before[field]));
}

function sameValue(now: unknown, before: unknown): boolean {
  if (typeof now === 'string' && typeof before === 'string') return now.trim() === before.trim();
  return Object.is(now, before);
}
