import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * The admin resource screens built from the generic blocks (languages, certificates, qualifications), as
 * children of the admin layout. Each page is a chunk of its own, so the admin area stays out of the entry.
 * An update page's tabs are child routes (ResourcePage renders the active one).
 */
export const adminResourceRoutes: RouteObject[] = [
  {
    path: routePath('admin.language.index'),
    handle: handle('admin.language.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/languages/languages-page.tsx')).LanguagesPage,
    }),
  },
  {
    path: routePath('admin.language.create'),
    handle: handle('admin.language.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/languages/language-create-page.tsx')).LanguageCreatePage,
    }),
  },
  {
    path: routePath('admin.language.update'),
    handle: handle('admin.language.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/languages/language-page.tsx')).LanguagePage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/languages/language-details-tab.tsx'))
            .LanguageDetailsTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.certificate.index'),
    handle: handle('admin.certificate.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/certificates/certificates-page.tsx')).CertificatesPage,
    }),
  },
  {
    path: routePath('admin.certificate.create'),
    handle: handle('admin.certificate.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/certificates/certificate-create-page.tsx'))
        .CertificateCreatePage,
    }),
  },
  {
    path: routePath('admin.certificate.update'),
    handle: handle('admin.certificate.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/certificates/certificate-page.tsx')).CertificatePage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/certificates/certificate-details-tab.tsx'))
            .CertificateDetailsTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.qualification.index'),
    handle: handle('admin.qualification.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/qualifications/qualifications-page.tsx'))
        .QualificationsPage,
    }),
  },
  {
    path: routePath('admin.qualification.show'),
    handle: handle('admin.qualification.show'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/qualifications/qualification-page.tsx')).QualificationPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/qualifications/qualification-details-tab.tsx'))
            .QualificationDetailsTab,
        }),
      },
      {
        path: routePath('admin.qualification.enrollments'),
        handle: handle('admin.qualification.enrollments'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/qualifications/qualification-enrollments-tab.tsx'))
            .QualificationEnrollmentsTab,
        }),
      },
    ],
  },
];
