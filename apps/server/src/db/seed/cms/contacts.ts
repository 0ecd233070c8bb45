import { OPERATOR, telHref } from './operator.ts';

/** Support contacts are written as {phone} and {email} (spec 01 section 1) and filled with the operator's, as links. */
export function fillContacts(html: string): string {
  return html
    .replaceAll(
      '{phone}',
      `<a href="${telHref(OPERATOR.supportPhone)}">${OPERATOR.supportPhone}</a>`,
    )
    .replaceAll(
      '{email}',
      `<a href="mailto:${OPERATOR.supportEmail}">${OPERATOR.supportEmail}</a>`,
    );
}
