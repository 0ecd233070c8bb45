import type {
  ClientLogEntry,
  NetworkReport,
  PerformanceReport,
  UtmRequest,
  ValidationMetrics,
} from '@casino/api/reporting';
import type { Db } from '../../db/database.ts';

/** Who sent a report: player (when signed in), address and browser. */
export interface Reporter {
  playerId: number | null;
  ip: string;
  userAgent: string | null;
}

export async function insertClientLogs(
  db: Db,
  reporter: Reporter,
  entries: readonly ClientLogEntry[],
): Promise<void> {
  await db
    .insertInto('client_logs')
    .values(
      entries.map((entry) => ({
        player_id: reporter.playerId,
        ip: reporter.ip,
        user_agent: reporter.userAgent,
        level: entry.level_name,
        label: entry.label,
        message: entry.message ?? null,
        entry: JSON.stringify(entry),
      })),
    )
    .execute();
}

export async function insertPerformanceReport(
  db: Db,
  reporter: Reporter,
  report: PerformanceReport,
): Promise<void> {
  const { metrics } = report;
  await db
    .insertInto('performance_reports')
    .values({
      player_id: reporter.playerId,
      page: report.page,
      navigation_type: report.navigationType ?? null,
      device: report.device ?? null,
      ttfb_ms: metrics.ttfb ?? null,
      fcp_ms: metrics.fcp ?? null,
      lcp_ms: metrics.lcp ?? null,
      cls: metrics.cls ?? null,
      inp_ms: metrics.inp ?? null,
      fid_ms: metrics.fid ?? null,
      dom_content_loaded_ms: metrics.domContentLoaded ?? null,
      load_ms: metrics.load ?? null,
    })
    .execute();
}

export async function insertNetworkReport(
  db: Db,
  reporter: Reporter,
  report: NetworkReport,
): Promise<void> {
  await db
    .insertInto('network_reports')
    .values({
      player_id: reporter.playerId,
      rtt_ms: report.rtt,
      downlink_mbps: report.downlink,
      effective_type: report.effectiveType,
      save_data: report.saveData ?? null,
    })
    .execute();
}

/** One row per failed field, so the most failing fields of a form are a GROUP BY away. */
export async function insertValidationMetrics(
  db: Db,
  reporter: Reporter,
  metrics: ValidationMetrics,
): Promise<void> {
  await db
    .insertInto('validation_metrics')
    .values(
      metrics.errors.map((error) => ({
        player_id: reporter.playerId,
        side: metrics.side,
        component: metrics.component,
        field_key: error.key,
        first_message: error.firstMessage,
      })),
    )
    .execute();
}

export async function insertUtmEvent(
  db: Db,
  reporter: Reporter,
  kind: 'set' | 'send',
  { utmMetrics }: UtmRequest,
): Promise<void> {
  await db
    .insertInto('utm_events')
    .values({
      player_id: reporter.playerId,
      kind,
      ip: reporter.ip,
      utm_source: utmMetrics.utm_source || null,
      utm_medium: utmMetrics.utm_medium || null,
      utm_campaign: utmMetrics.utm_campaign || null,
      utm_content: utmMetrics.utm_content || null,
      utm_term: utmMetrics.utm_term || null,
      sub_id: utmMetrics.sub_id || null,
    })
    .execute();
}
