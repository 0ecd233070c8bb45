/** What other modules read of the brand service: a stored config document by name. */
export { findFeConfig } from './fe-config.repository.ts';
