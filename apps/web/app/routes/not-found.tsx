import { data } from 'react-router';
import { NotFoundPage } from '~/features/chrome/not-found-page';

// Any path no other route matches: the not-found page with status 404 (the shell's boundary renders it).
export function loader() {
  throw data(null, { status: 404 });
}

export function clientLoader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
