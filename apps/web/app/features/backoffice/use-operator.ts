import { useRouteLoaderData } from 'react-router';
import type { Operator } from '@casino/api/backoffice';

/** The signed-in operator, from the back-office route's loader (null on the sign-in page). */
export function useOperator(): Operator | null {
  const data = useRouteLoaderData<{ operator: Operator | null }>('routes/backoffice');
  return data?.operator ?? null;
}
