import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { CheckIcon, MailIcon } from '~/ui/icons';
import {
  CONTACT_MAX_LENGTH,
  describeContactFailure,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '~/features/cms/contact-form';
import { sendContactMessage } from '~/features/cms/api/send-contact-message';

/** The support page's contact form (POST /api/send_contact_message); a signed-in player's e-mail is filled in. */
export function ContactForm({ id }: { id?: string }) {
  const t = useT();
  const player = usePlayer();
  const [values, setValues] = useState<ContactValues>({ email: player?.email ?? '', content: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const contentId = useId();

  const set = (field: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Focus goes to the first problem, so keyboard and screen-reader users land on it. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>('[data-form-message], [aria-invalid="true"]')
        ?.focus(),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateContact(values);
    setMessage(null);
    if (Object.keys(invalid).length) {
      setErrors(invalid);
      focusFirstProblem();
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(values);
      setSentTo(values.email.trim());
      setValues((current) => ({ ...current, content: '' }));
    } catch (error) {
      const failure = describeContactFailure(error);
      setErrors(failure.fields);
      setMessage(failure.message);
      focusFirstProblem();
    } finally {
      setBusy(false);
    }
  };

  const length = values.content.trim().length;
  return (
    <section id={id} className="contact-card" aria-labelledby={titleId}>
      <div className="contact-card__icon" aria-hidden="true">
        <MailIcon size={22} />
      </div>
      <h2 id={titleId} className="contact-card__title">
        {t('CMS.CONTACT_TITLE')}
      </h2>
      {sentTo ? (
        <div className="contact-card__sent" role="status">
          <CheckIcon size={28} aria-hidden="true" />
          <p>{t('CMS.CONTACT_SENT', { email: sentTo })}</p>
          <Button variant="ghost" size="sm" onClick={() => setSentTo(null)}>
            {t('CMS.CONTACT_SEND_ANOTHER')}
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          className="contact-form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <p className="contact-card__text">{t('CMS.CONTACT_TEXT')}</p>
          {message && (
            <p
              className="form-message form-message--error"
              role="alert"
              tabIndex={-1}
              data-form-message=""
            >
              {t(message)}
            </p>
          )}
          <TextField
            label={t('CMS.CONTACT_EMAIL')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email ? t(errors.email) : null}
          />
          <div className={`field${errors.content ? ' field--invalid' : ''}`}>
            <label htmlFor={contentId} className="field__label">
              {t('CMS.CONTACT_MESSAGE')}
            </label>
            <textarea
              id={contentId}
              name="content"
              className="field__control contact-form__message"
              rows={6}
              required
              maxLength={CONTACT_MAX_LENGTH}
              value={values.content}
              onChange={(event) => set('content', event.target.value)}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={`${contentId}-hint${errors.content ? ` ${contentId}-error` : ''}`}
            />
            <span id={`${contentId}-hint`} className="field__hint contact-form__counter">
              {t('CMS.CONTACT_LENGTH', { count: length, max: CONTACT_MAX_LENGTH })}
            </span>
            {errors.content && (
              <span id={`${contentId}-error`} className="field__error" role="alert">
                {t(errors.content)}
              </span>
            )}
          </div>
          <Button type="submit" variant="primary" size="lg" block busy={busy}>
            {t('CMS.CONTACT_SUBMIT')}
          </Button>
        </form>
      )}
    </section>
  );
}
