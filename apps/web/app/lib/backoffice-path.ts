/** Whether a path (without a locale prefix) belongs to the operators' back office, which has its own layout. */
export const isBackOfficePath = (pathname: string): boolean =>
  pathname === '/backoffice' || pathname.startsWith('/backoffice/');
