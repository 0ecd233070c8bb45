import { emailTexts, type EmailTexts } from './email-texts.ts';

export const EMAIL_TEMPLATES = [
  'confirmation',
  'reset_password',
  'password_changed',
  'limit_change',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

const TEXTS_KEY: Record<EmailTemplate, Exclude<keyof EmailTexts, 'LAYOUT'>> = {
  confirmation: 'CONFIRMATION',
  reset_password: 'RESET_PASSWORD',
  password_changed: 'PASSWORD_CHANGED',
  limit_change: 'LIMIT_CHANGE',
};

/** `link` is the call to action; the other variables fill `{name}` placeholders of the texts. */
export type EmailVariables = Record<string, string> & { link: string };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const interpolate = (text: string, variables: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Subject, plain text and HTML of one e-mail in the player's locale; variables are escaped in the HTML. */
export function renderEmail(
  template: EmailTemplate,
  locale: string,
  variables: EmailVariables,
): RenderedEmail {
  const texts = emailTexts(locale);
  const own = texts[TEXTS_KEY[template]];
  const fill = (text: string) => interpolate(text, variables);
  const fillHtml = (text: string) =>
    interpolate(
      escapeHtml(text),
      Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, escapeHtml(v)])),
    );
  const subject = fill(own.SUBJECT);
  const text = [
    fill(texts.LAYOUT.GREETING),
    fill(own.INTRO),
    `${fill(own.ACTION)}: ${variables.link}`,
    fill(own.NOTE),
    fill(texts.LAYOUT.SIGNATURE),
    '--',
    fill(texts.LAYOUT.FOOTER),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#0f1226;font-family:Arial,Helvetica,sans-serif;color:#f2f3f8">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#1b1f3b;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:16px">${fillHtml(texts.LAYOUT.GREETING)}</p>
<p style="font-size:16px;line-height:1.5">${fillHtml(own.INTRO)}</p>
<p style="text-align:center;margin:32px 0"><a href="${escapeHtml(variables.link)}" style="display:inline-block;background:#ffcc33;color:#111;font-weight:bold;text-decoration:none;padding:14px 28px;border-radius:8px">${fillHtml(own.ACTION)}</a></p>
<p style="font-size:13px;color:#b9bdd6;word-break:break-all">${escapeHtml(variables.link)}</p>
<p style="font-size:14px;line-height:1.5">${fillHtml(own.NOTE)}</p>
<p style="font-size:14px">${fillHtml(texts.LAYOUT.SIGNATURE)}</p>
<p style="font-size:12px;color:#8a8fb0">${fillHtml(texts.LAYOUT.FOOTER)}</p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}
