/** What other modules use of mail: queue an e-mail in the outbox (sent after commit), and the links it carries. */
export { queueEmail } from './outbox.ts';
export { brandName, emailLink } from './links.ts';
