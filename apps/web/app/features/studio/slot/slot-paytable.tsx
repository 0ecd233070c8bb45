import type { StudioFormat } from '../client-contract';
import { SlotGlyphIcon } from './slot-glyph';
import type { SlotConfig } from './slot-adapter';

/** The paytable from the configuration: each symbol's pays by count, the lines or ways, the wild and the scatter. */
export function SlotPaytable({ config, format }: { config: SlotConfig; format: StudioFormat }) {
  const { t } = format;
  return (
    <section className="slot-paytable" aria-label={t('STUDIO.PAYTABLE')}>
      <h2>{t('STUDIO.PAYTABLE')}</h2>
      <p className="studio-panel__note">
        {config.ways
          ? t('STUDIO.SLOT.WAYS_NOTE', { ways: config.rows ** config.reels })
          : t('STUDIO.SLOT.LINES_NOTE', { lines: config.lines.length })}
      </p>
      <ul>
        {config.symbols.map((symbol) => (
          <li key={symbol.id}>
            <SlotGlyphIcon glyph={symbol.glyph} size={44} label={symbol.glyph} />
            <span className="slot-paytable__pays">
              {symbol.wild && <em>{t('STUDIO.SLOT.WILD_NOTE')}</em>}
              {symbol.scatter && <em>{t('STUDIO.SLOT.SCATTER_NOTE')}</em>}
              {symbol.pays.map((pay, count) =>
                pay > 0 ? (
                  <span key={count}>
                    {count} → <strong>{format.multiplier(pay)}</strong>
                  </span>
                ) : null,
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
