import type { CmsPaymentTables } from '@casino/api/cms';
import type { Block, PageText, RenderLabels, Section } from './content-types.ts';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decimal strings of the payment tables shown with the locale's digit grouping ('1600000' -> '1,600,000' / '1 600 000'). */
function formatAmount(amount: string, locale: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return fraction ? `${grouped}${separator}${fraction}` : grouped;
}

function renderPaymentTable(
  kind: 'deposit' | 'withdrawal',
  tables: CmsPaymentTables,
  labels: RenderLabels,
  locale: string,
): string {
  const l = labels.payments;
  const rows = tables[kind]
    .map(
      (row) =>
        `<tr><td>${escapeText(row.method)}</td><td>${row.currency}</td><td>${formatAmount(row.min, locale)}</td><td>${row.max === null ? escapeText(l.noLimit) : formatAmount(row.max, locale)}</td><td>${escapeText(l.free)}</td><td>${escapeText(l.instant)}</td></tr>`,
    )
    .join('');
  const head = [l.method, l.currency, l.minimum, l.maximum, l.fee, l.processing]
    .map((h) => `<th scope="col">${escapeText(h)}</th>`)
    .join('');
  return `<table class="cms-payments"><caption>${escapeText(kind === 'deposit' ? l.depositCaption : l.withdrawalCaption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function renderBlock(block: Block, context: RenderContext): string {
  if (typeof block === 'string') return `<p>${block}</p>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  if ('ordered' in block)
    return `<ol>${block.ordered.map((item) => `<li>${item}</li>`).join('')}</ol>`;
  if ('table' in block) {
    const head = block.table.head.map((h) => `<th scope="col">${h}</th>`).join('');
    const rows = block.table.rows
      .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('');
    return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  }
  if (!context.paymentTables) throw new Error('a payment table block needs the payment tables');
  return renderPaymentTable(
    block.paymentTable,
    context.paymentTables,
    context.labels,
    context.locale,
  );
}

/** Anchor ids from headings so footer and support links can point into a page ('#complaints'). */
export function sectionId(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function renderSection(section: Section, context: RenderContext): string {
  const id = sectionId(section.heading);
  return `<section${id ? ` id="${id}"` : ''}><h2>${section.heading}</h2>${section.blocks.map((block) => renderBlock(block, context)).join('')}</section>`;
}

export interface RenderContext {
  locale: string;
  labels: RenderLabels;
  /** Set on legal texts: shown as 'Last updated: <date in the locale's format>'. */
  effectiveDate?: string;
  paymentTables?: CmsPaymentTables;
}

/** The HTML body of a page: optional effective date, lead paragraph, then one <section> per heading. */
export function renderPage(
  page: Pick<PageText, 'lead' | 'sections'>,
  context: RenderContext,
): string {
  const parts: string[] = [];
  if (context.effectiveDate) {
    const date = new Intl.DateTimeFormat(context.locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${context.effectiveDate}T00:00:00Z`));
    parts.push(
      `<p class="cms-updated">${escapeText(context.labels.lastUpdated)}: <time datetime="${context.effectiveDate}">${date}</time></p>`,
    );
  }
  if (page.lead) parts.push(`<p class="cms-lead">${page.lead}</p>`);
  for (const section of page.sections) parts.push(renderSection(section, context));
  return parts.join('\n');
}
