// A bench player: registered through the API like the web app does it, then a cookie-keeping client of its own, and
// card deposits through the sandbox acquirer.
import { randomUUID } from 'node:crypto';

/** A cookie-keeping API client of one player on one origin (the CSRF header and Origin as the web app sends). */
export function playerClient(origin) {
  let cookie = '';
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        origin,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
  call.cookie = () => cookie;
  return call;
}

/** Registers a fresh EUR player in Ontario with a complete profile; answers its signed-in client. */
export async function registerBenchPlayer(origin) {
  const api = playerClient(origin);
  await api('POST', '/api/users', {
    user: {
      email: `bench-${randomUUID()}@example.com`,
      password: 'Bench-Pass-2026',
      password_confirmation: 'Bench-Pass-2026',
      currency: 'EUR',
      country: 'CA',
      date_of_birth: '1990-01-01',
      first_name: 'Bench',
      last_name: 'Player',
      mobile_phone: '+1 416 555 0100',
      city: 'Toronto',
      address: '1 King St',
      postal_code: 'M5H 1A1',
      state: 'Ontario',
      terms_acceptance: true,
    },
  });
  return api;
}

/** A card deposit through the sandbox acquirer (Stripe's test card), committed when the call answers. */
export function depositByCard(api, amountCents) {
  return api(
    'POST',
    '/api/player/payments/deposit',
    {
      currency: 'EUR',
      amount_cents: amountCents,
      method: 'visa_mastercard',
      fields: {
        card_number: '4242 4242 4242 4242',
        card_expiry: '12/34',
        card_holder: 'BENCH PLAYER',
        card_cvc: '123',
      },
    },
    { 'idempotency-key': randomUUID() },
  );
}
