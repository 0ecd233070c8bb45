import type { Route } from './+types/verify';
import { titleMeta } from '~/lib/meta';
import { VerifyPage } from '~/features/verify/verify-page';

// /verify (public): a studio round recomputed in the browser from its seeds (spec 04 section 5, docs/fairness.md).

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'PLAY.VERIFY.TITLE');

export default function Verify() {
  return <VerifyPage />;
}
