import { useRouteLoaderData } from 'react-router';
import type { Operator } from '@casino/api/backoffice';

/** The signed-in operator, from the back-office layout's loader (null on the sign-in page). */
export function useOperator(): Operator | null {
  const data = useRouteLoaderData<{ operator: Operator | null }>('routes/backoffice/layout');
  return data?.operator ?? null;
}
