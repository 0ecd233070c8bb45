import type { ProfileSecurityData } from '~/features/profile/api/profile-security.server';
import { ChangePasswordCard } from './change-password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import '~/features/profile/profile.css';

/** /profile/security: change password, two-factor authentication, active sessions (spec 03 section 21). */
export function SecurityPage({ data }: { data: ProfileSecurityData }) {
  return (
    <div className="profile-grid">
      <div className="profile-stack">
        <ChangePasswordCard />
        <TwoFactorCard state={data.twoFactor} />
      </div>
      <SessionsCard sessions={data.sessions} />
    </div>
  );
}
