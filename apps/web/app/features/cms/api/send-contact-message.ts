import { api } from '~/lib/api';
import { contactBody, type ContactValues } from '~/features/cms/contact-form';

/** POST /api/send_contact_message `{contact: {email, content}}`: answers 204; 422 `{errors}`, 429 when sent too often. */
export async function sendContactMessage(values: ContactValues): Promise<void> {
  await api.request('POST', '/api/send_contact_message', { body: contactBody(values) });
}
