import { data, type RouterContextProvider } from 'react-router';
import { ApiError, type ApiClient } from '@casino/api/client';
import {
  auditLogPageSchema,
  cashoutDetailSchema,
  operatorSchema,
  pendingCashoutsPageSchema,
  type AuditLogPage,
  type CashoutDetail,
  type Operator,
  type PendingCashoutsPage,
} from '@casino/api/backoffice';
import { serverContext } from '~/lib/load-context';
import { perRequest } from '~/lib/server/request-memo.server';

/** The signed-in operator of this request (the layout and the guard both ask: one call), or null. */
export function currentOperator(
  context: Readonly<RouterContextProvider>,
): Promise<Operator | null> {
  const { api } = context.get(serverContext);
  return perRequest(context, 'operator', async () => {
    try {
      return await api.request('GET', '/api/backoffice/me', { schema: operatorSchema });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  });
}

/** ?page= of a paged screen: a positive whole number, else the first page. */
export function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export const PAGE_SIZE = 20;

export function loadPendingCashouts(api: ApiClient, page: number): Promise<PendingCashoutsPage> {
  return api.request('GET', '/api/backoffice/cashouts/pending', {
    query: { page, per_page: PAGE_SIZE },
    schema: pendingCashoutsPageSchema,
  });
}

/** A cashout's detail; an unknown one is the layout's not-found page. */
export async function loadCashoutDetail(api: ApiClient, id: string): Promise<CashoutDetail> {
  if (!/^\d{1,15}$/.test(id)) throw data(null, { status: 404 });
  try {
    return await api.request('GET', `/api/backoffice/cashouts/${id}`, {
      schema: cashoutDetailSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function loadAuditLog(api: ApiClient, page: number): Promise<AuditLogPage> {
  return api.request('GET', '/api/backoffice/audit_log', {
    query: { page, per_page: PAGE_SIZE },
    schema: auditLogPageSchema,
  });
}
