import type { Translate } from '~/lib/i18n';
import type { BetSpot } from './roulette-layout';

/** A bet spot's name for its button and the bet list: "Split 17/20", "Red", "2nd dozen (13-24)". */
export function spotName(t: Translate, spot: BetSpot): string {
  const numbers = spot.numbers;
  switch (spot.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return t(`STUDIO_TABLES.ROULETTE.SPOT.${spot.type.toUpperCase()}`, {
        numbers: numbers.join('/'),
      });
    case 'column':
      return t('STUDIO_TABLES.ROULETTE.SPOT.COLUMN', { index: (((numbers[0] ?? 1) - 1) % 3) + 1 });
    case 'dozen': {
      const first = numbers[0] ?? 1;
      return t('STUDIO_TABLES.ROULETTE.SPOT.DOZEN', {
        index: Math.floor((first - 1) / 12) + 1,
        from: first,
        to: first + 11,
      });
    }
    default:
      return t(`STUDIO_TABLES.ROULETTE.SPOT.${spot.type.toUpperCase()}`);
  }
}
