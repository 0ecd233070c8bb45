import { z } from 'zod';

// Request bodies of the reporting calls: spec 03 section 18. The reference leaves /log, /performance and
// /network-performance to us; the shapes below are our design (docs/decisions.md, Reporting).

/** Reporting bodies are small; the server refuses anything larger with 413. */
export const REPORTING_BODY_LIMIT_BYTES = 64 * 1024;
export const MAX_LOG_ENTRIES = 50;

const text = (max: number) => z.string().max(max);
const stringMap = z
  .record(z.string().max(100), z.string().max(2000))
  .refine((map) => Object.keys(map).length <= 50, 'VALIDATION.TOO_LONG');

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

/** One entry of the reference logger (spec 03 section 18, PUT /log). */
export const clientLogEntrySchema = z.strictObject({
  label: text(200),
  level_name: z.enum(LOG_LEVELS),
  datetime: z.iso.datetime({ offset: true }).optional(),
  message: text(4000).optional(),
  remote_addr: text(64).optional(),
  type: text(100).optional(),
  rid: text(100).optional(),
  http_status: z.number().int().min(0).max(999).nullable().optional(),
  http_status_text: text(200).nullable().optional(),
  phpError: stringMap.optional(),
  request_url: text(2000).optional(),
  request_method: text(10).optional(),
  request_start_time: z.union([z.number(), text(40)]).optional(),
  request_duration_ms: z.number().min(0).optional(),
  is_ssr: z.boolean().optional(),
  context: stringMap.optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** PUT /log takes one entry or a batch; both parse to a batch, so a bad field is named in the 422 either way. */
export const clientLogRequestSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(clientLogEntrySchema).min(1).max(MAX_LOG_ENTRIES),
);
export type ClientLogRequest = ClientLogEntry | ClientLogEntry[];

const millis = z.number().min(0).max(3_600_000);

/** PUT /performance: Web Vitals and navigation timings of one page view, in milliseconds (cls unitless). */
export const performanceReportSchema = z.strictObject({
  page: text(500),
  metrics: z
    .strictObject({
      ttfb: millis.optional(),
      fcp: millis.optional(),
      lcp: millis.optional(),
      cls: z.number().min(0).max(100).optional(),
      inp: millis.optional(),
      fid: millis.optional(),
      domContentLoaded: millis.optional(),
      load: millis.optional(),
    })
    .refine((metrics) => Object.keys(metrics).length > 0, 'VALIDATION.REQUIRED'),
  navigationType: z.enum(['navigate', 'reload', 'back_forward', 'prerender', 'restore']).optional(),
  device: z.enum(['desktop', 'mobile']).optional(),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

/** PUT /network-performance: the Network Information API values (rtt ms, downlink Mbit/s). */
export const networkReportSchema = z.strictObject({
  rtt: z.number().min(0).max(600_000),
  downlink: z.number().min(0).max(100_000),
  effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']),
  saveData: z.boolean().optional(),
});
export type NetworkReport = z.infer<typeof networkReportSchema>;

export const VALIDATION_METRIC_COMPONENTS = [
  'UserInfoStep',
  'UserInfoAddress',
  'ProfileEdit',
  'CashboxOthersForms',
  'LoginForm',
  'RegistrationForm',
] as const;

/** PUT /metrics-errors-validation: which form fields failed, and the first message shown. */
export const validationMetricsSchema = z.strictObject({
  side: z.enum(['backEnd', 'frontEnd']),
  component: z.enum(VALIDATION_METRIC_COMPONENTS),
  errors: z
    .array(z.strictObject({ key: text(100).min(1), firstMessage: text(500) }))
    .min(1)
    .max(100),
});
export type ValidationMetrics = z.infer<typeof validationMetricsSchema>;

export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'sub_id',
] as const;

/** POST /log_utm_set and /log_utm_send: sent only when some value is set (spec 03 section 18). */
export const utmRequestSchema = z.strictObject({
  utmMetrics: z
    .strictObject({
      utm_source: text(255).optional(),
      utm_medium: text(255).optional(),
      utm_campaign: text(255).optional(),
      utm_content: text(255).optional(),
      utm_term: text(255).optional(),
      sub_id: text(255).optional(),
    })
    .refine((utm) => UTM_FIELDS.some((field) => Boolean(utm[field])), 'VALIDATION.REQUIRED'),
});
export type UtmRequest = z.infer<typeof utmRequestSchema>;
