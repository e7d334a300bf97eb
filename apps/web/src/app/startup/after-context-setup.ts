// The start-up steps that follow the context (spec §4), as one chunk loaded by start-app.ts.
export { setupGtm } from './gtm-setup.ts';
export { checkFrontendVersion } from './outdated-frontend.ts';
export { setupPayment } from './payment-setup.ts';
