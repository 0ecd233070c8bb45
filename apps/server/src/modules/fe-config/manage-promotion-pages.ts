/** Spec 02 section 5: testers see every promotion page enabled, whatever the operator switched off. */
export function allPagesEnabled(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  return Object.fromEntries(Object.keys(document).map((page) => [page, true]));
}
