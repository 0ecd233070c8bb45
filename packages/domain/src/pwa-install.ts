// Spec 02 section 2: "A query parameter pwa=install on the lobby opens install instructions and redirects to the lobby".

/** The query parameter that asks for the install instructions, and its value. */
export const PWA_INSTALL_PARAM = 'pwa';
export const PWA_INSTALL_VALUE = 'install';

/**
 * Spec 02 section 2: on the lobby (`pathname` as the router sees it, without the locale prefix), `?pwa=install`
 * opens the install instructions; the lobby's query without that parameter (other parameters kept) is where the page
 * goes next. Null when the page is not the lobby or the query does not ask (another value, no parameter).
 */
export function pwaInstallRedirect(pathname: string, search: string): { search: string } | null {
  if (pathname !== '/') return null;
  const params = new URLSearchParams(search);
  if (!params.getAll(PWA_INSTALL_PARAM).includes(PWA_INSTALL_VALUE)) return null;
  params.delete(PWA_INSTALL_PARAM);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '' };
}
