// The back office is one route (/backoffice/*): its pages are views chosen by the rest of the path.

export type BackofficeView =
  { name: 'sign-in' } | { name: 'queue' } | { name: 'cashout'; id: number } | { name: 'audit-log' };

/** The view of the path after /backoffice/, or null when there is no such page (404). */
export function viewOf(splat: string): BackofficeView | null {
  const path = splat.replace(/\/+$/, '');
  if (path === '') return { name: 'queue' };
  if (path === 'sign-in') return { name: 'sign-in' };
  if (path === 'audit-log') return { name: 'audit-log' };
  const cashout = /^cashouts\/(\d{1,15})$/.exec(path);
  if (cashout?.[1]) return { name: 'cashout', id: Number(cashout[1]) };
  return null;
}

/** Where to go after signing in: the back-office page that sent the operator here, else the queue. */
export function returnPath(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  return /^\/backoffice(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(target) && !target.includes('//')
    ? target
    : '/backoffice';
}

/** The sign-in page that brings the operator back to `pathname + search` afterwards. */
export const signInPath = (pathname: string, search: string): string =>
  `/backoffice/sign-in?redirect=${encodeURIComponent(pathname + search)}`;

/** ?page= of a paged view: a positive whole number, else the first page. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
