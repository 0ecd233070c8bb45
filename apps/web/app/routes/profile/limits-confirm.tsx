import type { Route } from './+types/limits-confirm';
import { titleMeta } from '~/lib/meta';
import { ConfirmLimitPage } from '~/features/profile/limits/confirm-limit-page';

// /profile/limits/confirm?token=...: public (spec 01 section 2), the e-mailed link of a raised or removed limit.

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(matches, 'LIMITS.CONFIRM_PAGE.TITLE'),
  { name: 'robots', content: 'noindex' },
];

export default function ProfileLimitsConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmLimitPage token={loaderData.token} />;
}
