import { ltiRegistrations } from '../../db/schema/lti.ts';
import { demo, isolationEntries, ref, t } from '../../test/isolation-matrix.ts';

/** Company isolation of the lti module's resources: Nordlys's LTI platform, out of Fjord's reach. */
export const isolation = isolationEntries([
  {
    segment: 'lti-registrations',
    row: 'an LTI platform of Nordlys',
    why: "A company's LTI platforms are its managers' (and administrators'); another company neither reads nor changes them.",
    owner: 'manager',
    patch: { name: 'Renamed by a stranger' },
    privateRow: async () => {
      const [row] = await t.db
        .insert(ltiRegistrations)
        .values({
          tenant_id: demo.tenantId,
          company_id: demo.nordlys.id,
          name: 'Nordlys Moodle',
          issuer: `https://moodle.nordlys.test/${Math.random().toString(36).slice(2)}`,
          client_id: 'nordlys-client',
          deployment_ids: ['1'],
          auth_login_url: 'https://moodle.nordlys.test/auth',
          auth_token_url: 'https://moodle.nordlys.test/token',
          keyset_url: 'https://moodle.nordlys.test/jwks',
        })
        .returning();
      return ref(row);
    },
    crossCreates: async () => [
      {
        payload: {
          name: 'Spy',
          issuer: 'https://spy.test',
          client_id: 'spy',
          deployment_ids: ['1'],
          auth_login_url: 'https://spy.test/auth',
          auth_token_url: 'https://spy.test/token',
          keyset_url: 'https://spy.test/jwks',
          company_id: demo.nordlys.id,
        },
        field: 'company_id',
      },
    ],
  },
]);
