import { redirect } from 'react-router';

// /profile shows its first tab.
export function loader() {
  throw redirect('/profile/main');
}

export function clientLoader() {
  throw redirect('/profile/main');
}

export default function ProfileIndex() {
  return null;
}
