import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildProduct } from '../../test/catalogue-factories.ts';
import { auth } from '../../test/factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { demoPassword, loginThroughApi, solveCaptcha } from './auth-test-support.ts';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await demoRows(t.db)).tenantId;
});
afterAll(() => t.close());

let sequence = 0;
const registerCustomer = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register-customer',
    payload: body,
    // Each registration from its own address: the per-IP counter is not what these tests are about.
    remoteAddress: `10.7.0.${++sequence}`,
  });
const customer = async (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Kari',
  last_name: 'Kjøper',
  email: `kari.${sequence + 1}@example.test`,
  password: 'long-enough-password',
  password_confirmation: 'long-enough-password',
  captcha: await solveCaptcha(t.app),
  ...overrides,
});

describe('POST /api/v1/auth/register-customer', () => {
  it('creates the customer in no company, signs them in and names the product they came for', async () => {
    const product = await buildProduct(t.db, tenantId, { name: 'Customer bundle' });
    const body = await customer({ product: product.uuid, email: 'Kari.Buyer@Example.test' });
    const response = await registerCustomer(body);
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    expect(item).toMatchObject({ purchase_product_uuid: product.uuid, num_companies: 0, scope: null });
    const [created] = await t.db.select().from(users).where(eq(users.email, 'kari.buyer@example.test'));
    expect(created).toMatchObject({ first_name: 'Kari', last_name: 'Kjøper', tenant_id: tenantId });
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, created.id))).toEqual([]);
    // Signed in: the token reads the context as the new customer.
    const context = await t.app.inject({ url: '/api/v1/context', headers: auth(item.access_token) });
    expect(context.json().data.item.user.email).toBe('kari.buyer@example.test');
  });

  it('answers no product for one that is not on sale (private or unknown), and still registers', async () => {
    const hidden = await buildProduct(t.db, tenantId, { isPublic: false });
    for (const product of [hidden.uuid, crypto.randomUUID()]) {
      const response = await registerCustomer(await customer({ product }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.item.purchase_product_uuid).toBeNull();
    }
  });

  it('refuses an address already in use, with the spec’s message, creating nothing', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await registerCustomer(await customer({ email: 'learner@academy.test' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['An user already exists with this email.'] });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses a captcha that is not solved, or solved twice', async () => {
    const bad = await registerCustomer(await customer({ captcha: 'bm90LWEtc29sdXRpb24=' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ captcha: ['The captcha could not be verified. Please try again.'] });
    const solved = await solveCaptcha(t.app);
    expect((await registerCustomer(await customer({ captcha: solved }))).statusCode).toBe(201);
    const replay = await registerCustomer(await customer({ captcha: solved }));
    expect(replay.statusCode).toBe(422);
    expect(Object.keys(replay.json().errors)).toEqual(['captcha']);
  });

  it('refuses a password confirmation that differs, and missing names', async () => {
    const email = 'mismatch@example.test';
    const mismatch = await registerCustomer(
      await customer({ email, password_confirmation: 'something-else' }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Password confirmation must match the password.'],
    });
    const nameless = await registerCustomer(await customer({ email, first_name: '' }));
    expect(nameless.statusCode).toBe(422);
    expect(Object.keys(nameless.json().errors)).toEqual(['first_name']);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('POST /api/v1/auth/login with a product', () => {
  it('echoes purchase_product_uuid for a product on sale, and null otherwise', async () => {
    const product = await buildProduct(t.db, tenantId);
    const hidden = await buildProduct(t.db, tenantId, { isActive: false });
    const login = (purchase_product_uuid?: string) =>
      loginThroughApi(
        t.app,
        { email: 'learner@academy.test', password: demoPassword, purchase_product_uuid },
        { remoteAddress: '10.7.1.1' },
      );
    const buying = await login(product.uuid);
    expect(buying.statusCode).toBe(200);
    expect(buying.json().data.item.purchase_product_uuid).toBe(product.uuid);
    expect((await login(hidden.uuid)).json().data.item.purchase_product_uuid).toBeNull();
    expect((await login()).json().data.item.purchase_product_uuid).toBeNull();
  });
});
