import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Columns every report row has: its id, when it came in, and the signed-in player who sent it (if any). */
interface ReportRow {
  id: Generated<number>;
  created_at: CreatedAt;
  player_id: number | null;
}

export interface ClientLogsTable extends ReportRow {
  ip: string | null;
  user_agent: string | null;
  level: string;
  label: string;
  message: string | null;
  entry: JSONColumnType<Record<string, unknown>, string, string>;
}

export interface PerformanceReportsTable extends ReportRow {
  page: string;
  navigation_type: string | null;
  device: string | null;
  ttfb_ms: number | null;
  fcp_ms: number | null;
  lcp_ms: number | null;
  cls: number | null;
  inp_ms: number | null;
  fid_ms: number | null;
  dom_content_loaded_ms: number | null;
  load_ms: number | null;
}

export interface NetworkReportsTable extends ReportRow {
  rtt_ms: number;
  downlink_mbps: number;
  effective_type: string;
  save_data: boolean | null;
}

export interface ValidationMetricsTable extends ReportRow {
  side: 'backEnd' | 'frontEnd';
  component: string;
  field_key: string;
  first_message: string;
}

export interface UtmEventsTable extends ReportRow {
  kind: 'set' | 'send';
  ip: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  sub_id: string | null;
}

export interface ContactMessagesTable extends ReportRow {
  email: string;
  content: string;
  locale: string | null;
  ip: string | null;
  user_agent: string | null;
  handled_at: NullableTimestamp;
}

export interface PwaEventsTable extends ReportRow {
  event: 'open' | 'install';
  user_agent: string | null;
}

export interface ReportingTables {
  client_logs: ClientLogsTable;
  performance_reports: PerformanceReportsTable;
  network_reports: NetworkReportsTable;
  validation_metrics: ValidationMetricsTable;
  utm_events: UtmEventsTable;
  contact_messages: ContactMessagesTable;
  pwa_events: PwaEventsTable;
}
