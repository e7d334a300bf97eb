// The requests issue 26 measures at scale, as the demo's learner, Nordlys's manager and the administrator make
// them; the scale bench times each alone, the soak sends them all mixed.
import type { Target } from './load.ts';
import type { BenchServer, Role } from './server.ts';

export type Endpoint = {
  key: string;
  name: string;
  role: Role;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
};

const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

export function endpoints(server: Pick<BenchServer, 'nordlys'>): Endpoint[] {
  const company = server.nordlys;
  return [
    { key: 'courses', name: 'learner: course list', role: 'learner', method: 'GET', path: '/api/v1/courses' },
    { key: 'users', name: 'manager: users list', role: 'manager', method: 'GET', path: '/api/v1/users' },
    {
      key: 'insights',
      name: 'manager: company insights',
      role: 'manager',
      method: 'GET',
      path: `/api/v1/companies/${company}/insights`,
    },
    {
      key: 'matrix',
      name: 'manager: training matrix',
      role: 'manager',
      method: 'GET',
      path: `/api/v1/companies/${company}/training-matrix`,
    },
    {
      key: 'qualifications',
      name: 'admin: qualifications, filtered',
      role: 'admin',
      method: 'GET',
      path: `/api/v1/qualifications?filter[status]=completed&filter[from]=${yearAgo()}`,
    },
    {
      key: 'statistics',
      name: 'admin: statistics',
      role: 'admin',
      method: 'GET',
      path: '/api/v1/statistics',
    },
    {
      // What the page costs once its kept figures are older than five minutes, or when the reader refreshes them.
      key: 'statistics-fresh',
      name: 'admin: statistics, computed afresh',
      role: 'admin',
      method: 'GET',
      path: '/api/v1/statistics?fresh=true',
    },
    {
      key: 'search',
      name: 'admin: search people',
      role: 'admin',
      method: 'POST',
      path: '/api/v1/search/users',
      body: { searchables: { search: 'hansen' } },
    },
  ];
}

export function headersFor(server: BenchServer, endpoint: Endpoint): Record<string, string> {
  return {
    ...server.headers[endpoint.role],
    ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

export function asTarget(server: BenchServer, endpoint: Endpoint): Target {
  return {
    name: endpoint.name,
    options: {
      url: `${server.url}${endpoint.path}`,
      method: endpoint.method,
      headers: headersFor(server, endpoint),
      body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
    },
  };
}

/** One request through Fastify's inject: the status must be 200, else the bench stops and says which. */
export async function call(server: BenchServer, endpoint: Endpoint) {
  const answer = await server.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: headersFor(server, endpoint),
    payload: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
  });
  if (answer.statusCode !== 200)
    throw new Error(`${endpoint.name} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return answer;
}
