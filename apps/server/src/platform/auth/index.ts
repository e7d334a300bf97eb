/**
 * The auth platform's public face for code outside the app's requests (the demo seed, operator scripts):
 * only what they need. Modules and the rest of the platform import the files themselves.
 */
export { hashPassword } from './passwords.ts';
