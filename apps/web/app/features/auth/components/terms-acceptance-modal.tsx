import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { Modal } from '~/ui/modal';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/fields';
import { acceptTerms } from '~/features/auth/api/accept-terms';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { FormMessage } from '~/components/form/form-message';
import { RichText } from './rich-text.tsx';
import '~/features/auth/auth.css';

const FAILURES = {
  restricted: 'TERMS.ERROR_GENERIC',
  rateLimited: 'TERMS.ERROR_GENERIC',
  generic: 'TERMS.ERROR_GENERIC',
} as const;

/**
 * 'terms-acceptance' (spec 01 section 4): opened when auth_fields_missed includes terms_acceptance. It
 * cannot be dismissed; the player accepts (POST /api/auth_providers/update_details) or logs out.
 */
export default function TermsAcceptanceModal({ close }: ModalComponentProps) {
  const t = useT();
  const { refresh, logout } = useSession();
  const form = useForm({ terms_acceptance: false });
  const [leaving, setLeaving] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.values.terms_acceptance)
      return form.fail({ terms_acceptance: 'VALIDATION.TERMS_REQUIRED' });
    void form.run(async () => {
      try {
        await acceptTerms(api);
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        return form.fail(fields, message && t(message));
      }
      close();
      await refresh();
    });
  };

  const onLogout = async () => {
    setLeaving(true);
    close();
    await logout();
  };

  const links = {
    terms: (
      <Link to="/terms-and-conditions" target="_blank">
        {t('TERMS.TERMS_LINK')}
      </Link>
    ),
    privacy: (
      <Link to="/privacy-policy" target="_blank">
        {t('TERMS.PRIVACY_LINK')}
      </Link>
    ),
  };
  return (
    <Modal
      title={t('TERMS.TITLE')}
      description={t('TERMS.TEXT')}
      onClose={close}
      dismissible={false}
      closeLabel={t('TERMS.TITLE')}
    >
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <FormMessage text={form.message} />
        <Checkbox
          label={<RichText text={t('TERMS.CHECKBOX')} parts={links} />}
          name="terms_acceptance"
          required
          checked={form.values.terms_acceptance}
          onChange={(e) => form.set('terms_acceptance', e.target.checked)}
          error={form.errors.terms_acceptance ? t(form.errors.terms_acceptance) : null}
        />
        <Button type="submit" variant="gold" block busy={form.busy}>
          {t('TERMS.ACCEPT')}
        </Button>
        <Button variant="ghost" block busy={leaving} onClick={() => void onLogout()}>
          {t('TERMS.LOGOUT')}
        </Button>
      </form>
    </Modal>
  );
}
