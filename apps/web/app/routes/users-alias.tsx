import { redirect } from 'react-router';
import type { Route } from './+types/users-alias';

// /users/* is the spec's alias of /profile/*: the shell's guards redirect it first; this answers direct matches too.
const target = (url: string) => {
  const { pathname, search } = new URL(url);
  return `/profile${pathname.replace(/^.*?\/users/, '')}${search}`;
};

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(target(request.url), 301);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(target(request.url));
}

export default function UsersAlias() {
  return null;
}
