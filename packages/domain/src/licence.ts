export type Licence = 'CW' | 'EE';

/**
 * Spec 01 section 1 and spec 02 section 6: the player's licence_name when it is EE or CW, otherwise
 * from geography (EE in Estonia, CW everywhere else). Other licence names (the GCB footer variant)
 * fall back to geography too, since only CW and EE change payments and badges.
 */
export function licenceFor(licenseName: string | null | undefined, country: string): Licence {
  const named = licenseName?.trim().toUpperCase();
  if (named === 'EE' || named === 'CW') return named;
  return country.toUpperCase() === 'EE' ? 'EE' : 'CW';
}
