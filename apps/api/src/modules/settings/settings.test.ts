import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEYS, SETTING_KEYS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, settings } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';

let ctx: TestContext;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: adminToken, userId: adminId } = await ctx.tokenFor('admin'));
});
afterAll(async () => {
  await ctx.close();
});

const publicSettings = async () => {
  // Some tests write rows directly, behind the service that would have emptied the response cache.
  await ctx.app.publicCache.invalidate();
  const response = await ctx.app.inject({ url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
};
const adminSettings = async () => {
  const response = await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
};
const put = (key: string, payload: unknown, token = adminToken) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${key}`,
    headers: bearer(token),
    payload: payload as object,
  });
const storedRow = (key: string) =>
  ctx.db
    .select()
    .from(settings)
    .where(eq(settings.key, key))
    .then((rows) => rows[0]);
const allRows = () => ctx.db.select().from(settings).orderBy(settings.key);
const settingLogs = () =>
  ctx.db.select().from(activityLogs).where(eq(activityLogs.type, 'settings')).orderBy(activityLogs.id);

// The tests of this file share one database and run in order; the public GET tests come first.
describe('GET /api/settings', () => {
  it('answers the defaults and demo_mode false on an empty table', async () => {
    expect(await publicSettings()).toEqual({ ...DEFAULT_PUBLIC_SETTINGS, demo_mode: false, payment_provider: 'none' });
  });

  it('merges stored public values over the defaults, ignoring blank ones', async () => {
    await ctx.db.insert(settings).values([
      { key: 'contact_phone', value: '+91 98160 12345', isPublic: true },
      { key: 'business_hours', value: '   ', isPublic: true },
    ]);
    const data = await publicSettings();
    expect(data.contact_phone).toBe('+91 98160 12345');
    expect(data.business_hours).toBe(DEFAULT_PUBLIC_SETTINGS.business_hours);
    expect(data.site_name).toBe(DEFAULT_PUBLIC_SETTINGS.site_name);
    expect(Object.keys(data).sort()).toEqual([...PUBLIC_SETTING_KEYS, 'demo_mode', 'payment_provider'].sort());
  });

  it('reports demo_mode true only when a demo_mode row says "true"', async () => {
    await ctx.db.insert(settings).values({ key: 'demo_mode', value: 'false' });
    expect((await publicSettings()).demo_mode).toBe(false);
    await ctx.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'demo_mode'));
    expect((await publicSettings()).demo_mode).toBe(true);
    await ctx.db.delete(settings).where(eq(settings.key, 'demo_mode'));
    expect((await publicSettings()).demo_mode).toBe(false);
  });

  it('never contains SMTP or mail keys, even when they are stored', async () => {
    await ctx.db.insert(settings).values([
      { key: 'smtp_host', value: 'smtp.example.test' },
      { key: 'smtp_username', value: 'mailer' },
      { key: 'smtp_password', value: 'hunter2-secret' },
      { key: 'mail_from_address', value: 'bookings@example.test' },
      { key: 'unrelated_key', value: 'ignored', isPublic: true },
    ]);
    const response = await ctx.app.inject({ url: '/api/settings' });
    const data = response.json().data;
    for (const key of Object.keys(data)) {
      expect(key).not.toMatch(/^(smtp_|mail_)/);
    }
    expect(data).not.toHaveProperty('unrelated_key');
    expect(response.body).not.toContain('hunter2-secret');
    expect(response.body).not.toContain('smtp.example.test');
    expect(response.body).not.toContain('bookings@example.test');
  });
});

describe('GET /api/admin/settings', () => {
  it('needs an admin: 401 without a token, 403 with a public token or for staff', async () => {
    const none = await ctx.app.inject({ url: '/api/admin/settings' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });

    const customer = await ctx.tokenFor('customer');
    const publicToken = await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(customer.token) });
    expect(publicToken.statusCode).toBe(403);
    expect(publicToken.json()).toEqual({ success: false, message: MESSAGES.forbidden });

    const staff = await ctx.tokenFor('staff');
    const staffResponse = await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(staff.token) });
    expect(staffResponse.statusCode).toBe(403);
    expect(staffResponse.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
  });

  it('contains every setting key, stored SMTP values, and hides the password behind smtp_password_set', async () => {
    for (const [key, value] of [
      ['smtp_host', 'smtp.example.test'],
      ['smtp_username', 'mailer'],
      ['smtp_password', 'hunter2-secret'],
    ]) {
      await ctx.db
        .insert(settings)
        .values({ key: key!, value: value! })
        .onConflictDoUpdate({ target: settings.key, set: { value: value! } });
    }
    await ctx.db.delete(settings).where(eq(settings.key, 'smtp_port'));
    const data = await adminSettings();
    for (const key of SETTING_KEYS) expect(data, key).toHaveProperty(key);
    expect(data.smtp_host).toBe('smtp.example.test');
    expect(data.smtp_username).toBe('mailer');
    expect(data.smtp_port).toBe('587');
    expect(data.smtp_password).toBe('');
    expect(data.smtp_password_set).toBe(true);
    expect(JSON.stringify(data)).not.toContain('hunter2-secret');
  });

  it('setting the password through the API stores it and answers it empty; emptying it clears the flag', async () => {
    const response = await put('smtp_password', { value: 'n3w-Secret!' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ key: 'smtp_password', value: '' });
    expect(response.body).not.toContain('n3w-Secret!');
    const row = await storedRow('smtp_password');
    expect(row?.value).toBe('n3w-Secret!');
    expect(row?.isPublic).toBe(false);
    const data = await adminSettings();
    expect(data.smtp_password).toBe('');
    expect(data.smtp_password_set).toBe(true);

    expect((await put('smtp_password', { value: '' })).statusCode).toBe(200);
    expect((await storedRow('smtp_password'))?.value).toBe('');
    const cleared = await adminSettings();
    expect(cleared.smtp_password).toBe('');
    expect(cleared.smtp_password_set).toBe(false);
  });
});

describe('PUT /api/admin/settings/:key', () => {
  it('updates a value, logs the change, and the public GET reflects it', async () => {
    const logsBefore = (await settingLogs()).length;
    const response = await put('contact_email', { value: '  Hello@Himalaya-Trails.example ', type: 'email' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: MESSAGES.settingsUpdated,
      data: { key: 'contact_email', value: 'Hello@Himalaya-Trails.example' },
    });
    expect(await storedRow('contact_email')).toMatchObject({
      value: 'Hello@Himalaya-Trails.example',
      type: 'email',
      isPublic: true,
    });
    expect((await publicSettings()).contact_email).toBe('Hello@Himalaya-Trails.example');
    expect((await adminSettings()).contact_email).toBe('Hello@Himalaya-Trails.example');

    const logs = await settingLogs();
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.at(-1)).toMatchObject({ userId: adminId, type: 'settings', action: 'updated' });
    expect(logs.at(-1)?.description).toContain('contact_email');
  });

  it('overwrites an earlier value of the same key', async () => {
    expect((await put('site_name', { value: 'Hill Walks' })).statusCode).toBe(200);
    expect((await put('site_name', { value: 'Himalaya Trails & Treks' })).statusCode).toBe(200);
    expect((await publicSettings()).site_name).toBe('Himalaya Trails & Treks');
    expect((await allRows()).filter((row) => row.key === 'site_name')).toHaveLength(1);
  });

  it('stores numbers and booleans as text', async () => {
    const response = await put('smtp_port', { value: 2525, type: 'number' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ key: 'smtp_port', value: '2525' });
    expect(await storedRow('smtp_port')).toMatchObject({ value: '2525', type: 'number', isPublic: false });
  });

  it('stores an empty value when value is missing or null, and the default shows again', async () => {
    expect((await put('contact_phone', {})).statusCode).toBe(200);
    expect((await storedRow('contact_phone'))?.value).toBe('');
    expect((await publicSettings()).contact_phone).toBe(DEFAULT_PUBLIC_SETTINGS.contact_phone);

    expect((await put('facebook_url', { value: 'https://facebook.com/trails' })).statusCode).toBe(200);
    expect((await put('facebook_url', { value: null })).statusCode).toBe(200);
    expect((await storedRow('facebook_url'))?.value).toBe('');

    const noBody = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/youtube_url',
      headers: bearer(adminToken),
    });
    expect(noBody.statusCode).toBe(200);
    expect((await storedRow('youtube_url'))?.value).toBe('');
  });

  describe('rejects bad input with 422, changing and logging nothing', () => {
    const rejected = async (key: string, payload: unknown, field: string, message: string) => {
      const rowsBefore = await allRows();
      const logsBefore = await settingLogs();
      const response = await put(key, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
      expect(await allRows()).toEqual(rowsBefore);
      expect(await settingLogs()).toEqual(logsBefore);
    };

    it('an unknown key', async () => {
      await rejected('not_a_setting', { value: 'x' }, 'key', MESSAGES.unknownSetting);
    });

    it('an invalid email for contact_email', async () => {
      const before = await publicSettings();
      await rejected('contact_email', { value: 'not-an-email' }, 'value', MESSAGES.emailInvalid);
      await rejected('contact_email', { value: 'a@b' }, 'value', MESSAGES.emailInvalid);
      expect(await publicSettings()).toEqual(before);
    });

    it('a bad url for facebook_url', async () => {
      await rejected('facebook_url', { value: 'javascript:alert(1)' }, 'value', MESSAGES.urlInvalid);
      await rejected('facebook_url', { value: 'facebook.com/trails' }, 'value', MESSAGES.urlInvalid);
    });

    it('a currency outside the list', async () => {
      await rejected('currency', { value: 'AUD' }, 'value', MESSAGES.invalidValue);
      await rejected('currency', {}, 'value', MESSAGES.invalidValue);
      await rejected('currency', { value: 'usd' }, 'value', MESSAGES.invalidValue);
    });

    it('a missing or blank site_name', async () => {
      await rejected('site_name', {}, 'value', MESSAGES.required);
      await rejected('site_name', { value: '   ' }, 'value', MESSAGES.required);
      await rejected('site_name', { value: null }, 'value', MESSAGES.required);
    });

    it('a non-numeric SMTP port, an unknown type, an object value, an oversized value', async () => {
      await rejected('smtp_port', { value: 'twenty-five' }, 'value', MESSAGES.invalidValue);
      const rowsBefore = await allRows();
      for (const payload of [{ value: 'x', type: 'json' }, { value: { nested: 1 } }, { value: 'x'.repeat(2001) }]) {
        const response = await put('contact_address', payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().success).toBe(false);
        expect(response.json().errors).toBeDefined();
      }
      expect(await allRows()).toEqual(rowsBefore);
    });
  });

  it('needs an admin token: 401 without, 403 with a public token or for staff', async () => {
    const rowsBefore = await allRows();
    const none = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site_name',
      payload: { value: 'Pwned' },
    });
    expect(none.statusCode).toBe(401);
    const customer = await ctx.tokenFor('customer');
    expect((await put('site_name', { value: 'Pwned' }, customer.token)).statusCode).toBe(403);
    const staff = await ctx.tokenFor('staff');
    const forbidden = await put('site_name', { value: 'Pwned' }, staff.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
    expect(await allRows()).toEqual(rowsBefore);
  });
});

describe('changing the currency', () => {
  it('is free while no trip has a price', async () => {
    expect((await put('currency', { value: 'INR' })).statusCode).toBe(200);
    expect((await put('currency', { value: 'USD' })).statusCode).toBe(200);
    expect((await put('currency', { value: 'INR' })).statusCode).toBe(200);
  });

  it('is refused with 409 once priced trips exist, unless the admin confirms that prices are not converted', async () => {
    const catalogue = catalogueFixtures(ctx.db);
    await catalogue.tour((await catalogue.destination()).id, { price: 42_500, isActive: false });
    const logsBefore = (await settingLogs()).length;

    const refused = await put('currency', { value: 'USD' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: ADMIN_MESSAGES.currencyChangeUnconfirmed });
    expect(refused.json().message).toContain('not converted');
    expect((await put('currency', { value: 'USD', confirm: false })).statusCode).toBe(409);
    expect((await storedRow('currency'))?.value).toBe('INR');
    expect(await settingLogs()).toHaveLength(logsBefore);

    // The same currency again changes no price: no question asked.
    expect((await put('currency', { value: 'INR' })).statusCode).toBe(200);
    // A confirm that is not a boolean is bad input.
    const bad = await put('currency', { value: 'USD', confirm: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ confirm: [MESSAGES.invalidValue] });

    const confirmed = await put('currency', { value: 'USD', confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await publicSettings()).currency).toBe('USD');
    // Staff cannot, confirmed or not.
    const staff = await ctx.tokenFor('staff');
    expect((await put('currency', { value: 'INR', confirm: true }, staff.token)).statusCode).toBe(403);
    expect((await put('currency', { value: 'INR', confirm: true })).statusCode).toBe(200);
  });
});

describe('demo_mode', () => {
  it('an admin switches it off and on; the public settings follow', async () => {
    expect((await adminSettings()).demo_mode).toBe('false');
    expect((await put('demo_mode', { value: true, type: 'boolean' })).statusCode).toBe(200);
    expect((await publicSettings()).demo_mode).toBe(true);
    expect((await adminSettings()).demo_mode).toBe('true');
    expect((await put('demo_mode', { value: 'false', type: 'boolean' })).statusCode).toBe(200);
    expect((await publicSettings()).demo_mode).toBe(false);

    const bad = await put('demo_mode', { value: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ value: [MESSAGES.invalidValue] });
    const staff = await ctx.tokenFor('staff');
    expect((await put('demo_mode', { value: true }, staff.token)).statusCode).toBe(403);
    expect((await publicSettings()).demo_mode).toBe(false);
  });
});
