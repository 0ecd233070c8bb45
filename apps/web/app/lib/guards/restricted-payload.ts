/** What a 451 answer carries: which action the geo forbids (spec 01 section 2). */
export interface RestrictedPayload {
  restricted: 'sign-in' | 'sign-up';
}

export function isRestrictedPayload(value: unknown): value is RestrictedPayload {
  return (
    !!value &&
    typeof value === 'object' &&
    'restricted' in value &&
    (value.restricted === 'sign-in' || value.restricted === 'sign-up')
  );
}
