import { redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { currentOperator } from '~/features/backoffice/api/load-backoffice.server';
import { SignInPage, returnPath } from '~/features/backoffice/components/sign-in-page';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Back office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentOperator(context)) throw redirect(returnPath(new URL(request.url).search));
  return null;
}

export default function BackofficeSignIn() {
  return <SignInPage />;
}
