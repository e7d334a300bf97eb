import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * The pages people arrive on from elsewhere: an e-mail's link (a password reset, an e-mail change, a company's
 * invitation), the Microsoft and Facebook callbacks, a partner's ticket or digest link, an LTI launch and deep link,
 * and the academy inside a customer's LMS (SCORM, issue 25); and the confirmations after registering and after
 * asking for a password reset. A branch of its
 * own, added when one of their addresses is first opened (area-routes.ts), so the first screen carries none of
 * them. The SCORM page stands without the shell; the others are guest pages.
 */
export const arrivalsAreaRoute: RouteObject = {
  id: 'arrivals',
  children: [
    {
      // On its own, without the shell: the academy opens here inside a customer's LMS (issue 25).
      path: routePath('scorm.launch'),
      handle: handle('scorm.launch'),
      lazy: async () => ({
        Component: (await import('../../areas/guest/scorm/scorm-login-page.tsx')).ScormLoginPage,
      }),
    },
    {
      lazy: async () => ({ Component: (await import('../layouts/guest-layout.tsx')).GuestLayout }),
      children: [
        {
          path: routePath('auth.thanks-for-registering'),
          handle: handle('auth.thanks-for-registering'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/register/thanks-for-registering-page.tsx'))
              .ThanksForRegisteringPage,
          }),
        },
        {
          path: routePath('auth.password-request-reset-success'),
          handle: handle('auth.password-request-reset-success'),
          lazy: async () => ({
            Component: (
              await import('../../areas/guest/password-reset/password-request-reset-success-page.tsx')
            ).PasswordRequestResetSuccessPage,
          }),
        },
        {
          path: routePath('auth.reset-password'),
          handle: handle('auth.reset-password'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/password-reset/reset-password-page.tsx'))
              .ResetPasswordPage,
          }),
        },
        {
          path: routePath('auth.password-reset-success'),
          handle: handle('auth.password-reset-success'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/password-reset/password-reset-success-page.tsx'))
              .PasswordResetSuccessPage,
          }),
        },
        {
          path: routePath('auth.verify-email-update'),
          handle: handle('auth.verify-email-update'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/verify-email/verify-email-update-page.tsx'))
              .VerifyEmailUpdatePage,
          }),
        },
        {
          path: routePath('invitation.company'),
          handle: handle('invitation.company'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/company-invitation/company-invitation-page.tsx'))
              .CompanyInvitationPage,
          }),
        },
        {
          path: routePath('auth.azure.callback'),
          handle: handle('auth.azure.callback'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/provider-callback/provider-callback-page.tsx'))
              .ProviderCallbackPage,
          }),
        },
        {
          path: routePath('auth.facebook.callback'),
          handle: handle('auth.facebook.callback'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/provider-callback/provider-callback-page.tsx'))
              .ProviderCallbackPage,
          }),
        },
        {
          path: routePath('partner.storyboard'),
          handle: handle('partner.storyboard'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/partner/partner-sign-in-page.tsx'))
              .StoryboardSignInPage,
          }),
        },
        {
          path: routePath('partner.newlearning'),
          handle: handle('partner.newlearning'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/partner/partner-sign-in-page.tsx'))
              .NewlearningSignInPage,
          }),
        },
        {
          path: routePath('lti.launch'),
          handle: handle('lti.launch'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/lti/lti-launch-page.tsx')).LtiLaunchPage,
          }),
        },
        {
          path: routePath('lti.deep-link'),
          handle: handle('lti.deep-link'),
          lazy: async () => ({
            Component: (await import('../../areas/guest/lti/lti-deep-link-page.tsx')).LtiDeepLinkPage,
          }),
        },
      ],
    },
  ],
};
