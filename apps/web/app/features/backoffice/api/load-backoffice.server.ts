import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ApiClient } from '@casino/api/client';
import {
  auditLogPageSchema,
  cashoutDetailSchema,
  operatorSchema,
  pendingCashoutsPageSchema,
  type Operator,
} from '@casino/api/backoffice';
import { serverContext } from '~/lib/load-context';
import { apiErrorStatus } from '~/lib/api-error';
import { perRequest } from '~/lib/server/request-memo.server';
import {
  pageOf,
  returnPath,
  signInPath,
  viewOf,
  type BackofficeView,
} from '~/features/backoffice/backoffice-views';

type Context = Readonly<RouterContextProvider>;

export const PAGE_SIZE = 20;

/** The signed-in operator of this request (the guard and the loader both ask: one call), or null. */
export function currentOperator(context: Context): Promise<Operator | null> {
  const { api } = context.get(serverContext);
  return perRequest(context, 'operator', async () => {
    try {
      return await api.request('GET', '/api/backoffice/me', { schema: operatorSchema });
    } catch (error) {
      if (apiErrorStatus(error) === 401) return null;
      throw error;
    }
  });
}

/** The view of this request, or a 404; the back office has one URL, never under a locale prefix. */
function requestView(context: Context, splat: string | undefined): BackofficeView {
  const view = viewOf(splat ?? '');
  if (!view || context.get(serverContext).localePrefix) throw data(null, { status: 404 });
  return view;
}

/**
 * The back office's guard: a signed-in operator on the sign-in page goes on to where they were headed; anyone else
 * (a guest, a player: their session counts for nothing here) on any other page goes to the sign-in page.
 */
export async function guardBackoffice(
  request: Request,
  context: Context,
  splat: string | undefined,
): Promise<void> {
  const view = requestView(context, splat);
  const operator = await currentOperator(context);
  const { pathname, search } = new URL(request.url);
  if (view.name === 'sign-in' && operator) throw redirect(returnPath(search));
  if (view.name !== 'sign-in' && !operator) throw redirect(signInPath(pathname, search));
}

async function loadCashout(api: ApiClient, id: number) {
  try {
    return await api.request('GET', `/api/backoffice/cashouts/${id}`, {
      schema: cashoutDetailSchema,
    });
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The data of the view: the queue, a cashout in detail or the audit log (paged by ?page=). */
export async function loadBackofficeView(
  request: Request,
  context: Context,
  splat: string | undefined,
) {
  const view = requestView(context, splat);
  const operator = await currentOperator(context);
  const { api } = context.get(serverContext);
  const query = { page: pageOf(new URL(request.url).search), per_page: PAGE_SIZE };
  if (view.name === 'sign-in' || !operator) return { view: 'sign-in' as const, operator: null };
  switch (view.name) {
    case 'queue':
      return {
        view: view.name,
        operator,
        page: await api.request('GET', '/api/backoffice/cashouts/pending', {
          query,
          schema: pendingCashoutsPageSchema,
        }),
      };
    case 'cashout':
      return { view: view.name, operator, detail: await loadCashout(api, view.id) };
    case 'audit-log':
      return {
        view: view.name,
        operator,
        page: await api.request('GET', '/api/backoffice/audit_log', {
          query,
          schema: auditLogPageSchema,
        }),
      };
  }
}
