import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { Operator } from '@casino/api/backoffice';
import { Button } from '~/ui/button';
import { backofficeApi } from '~/features/backoffice/api/backoffice-client';
import { signOutOperator } from '~/features/backoffice/api/sign-in';

const ROLE_NAMES: Record<Operator['role'], string> = {
  admin: 'Admin',
  payments: 'Payments',
  support: 'Support (read only)',
};

function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await signOutOperator(backofficeApi);
    } finally {
      // A full load: nothing of the operator's pages stays in memory after the sign-out.
      window.location.assign('/backoffice/sign-in');
    }
  };
  return (
    <Button size="sm" variant="secondary" busy={busy} onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}

/** The back office's own frame: a plain bar with the tool's sections and the operator, no player chrome. */
export function BackofficeFrame({
  operator,
  children,
}: {
  operator: Operator | null;
  children: ReactNode;
}) {
  // <html data-hydrated> marks a live page for browser tests, as the player's chrome does.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="bo">
      <a className="skip-link" href="#bo-main">
        Skip to content
      </a>
      <header className="bo-header">
        <Link to="/backoffice" className="bo-brand">
          Open Casino <span className="bo-brand__tool">Back office</span>
        </Link>
        {operator && (
          <>
            <nav className="bo-nav" aria-label="Back office">
              <NavLink to="/backoffice" end className="bo-nav__link">
                Cashouts
              </NavLink>
              <NavLink to="/backoffice/audit-log" className="bo-nav__link">
                Audit log
              </NavLink>
            </nav>
            <div className="bo-operator">
              <span className="bo-operator__name">
                {operator.name}
                <span className="bo-operator__role"> · {ROLE_NAMES[operator.role]}</span>
              </span>
              <SignOutButton />
            </div>
          </>
        )}
      </header>
      <main id="bo-main" className="bo-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
