import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { PAGE_KEYS, type AdminPage, type PageContent } from '@trails/contracts/page-content';
import { activityLogs } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let staffToken: string;
let adminToken: string;
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'PUT', url: string, payload?: object, token: string | null = staffToken) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const publicPage = (url: string) => ctx.app.inject({ url });

describe('the pages the operator writes, as the public site reads them', () => {
  it('every page has its first texts in all five languages from the migration', async () => {
    for (const key of PAGE_KEYS) {
      const english = await publicPage(`/api/pages/${key}`);
      expect(english.statusCode, key).toBe(200);
      expect(english.json().data.lang).toBe('en');
    }
    const hero = (await publicPage('/api/pages/hero?lang=hi')).json().data;
    expect(hero.content.hero.title).toBe('हिमालय में ट्रेक और यात्राएँ, स्थानीय गाइडों के साथ');
    expect(hero.content.hero.image).toBe('/images/scenes/gallery-home.svg');
    const faq = (await publicPage('/api/pages/faq?lang=fr')).json().data;
    expect(faq.content.faq.groups).toHaveLength(7);
    expect(faq.content.faq.groups[0].items[0].answer).toMatch(/^<p>/);
    const terms = (await publicPage('/api/pages/terms?lang=de')).json().data;
    expect(terms.content.terms).toContain('{{cancellation_policy}}');
    expect(terms.updated_at).toBe('2026-11-23T00:00:00.000Z');
    const gallery = (await publicPage('/api/pages/gallery?lang=es')).json().data;
    expect(gallery.content.gallery).toHaveLength(6);
  });

  it('an unknown page is a 404, an unsupported language a 422', async () => {
    expect((await publicPage('/api/pages/about')).statusCode).toBe(404);
    const bad = await publicPage('/api/pages/faq?lang=ja');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('lang');
  });
});

describe('the Pages screen', () => {
  it('lists the five pages with each language written', async () => {
    const response = await admin('GET', '/pages');
    expect(response.statusCode).toBe(200);
    const pages = response.json().data as { key: string; languages: Record<string, string> }[];
    expect(pages.map((page) => page.key)).toEqual([...PAGE_KEYS]);
    expect(pages.every((page) => Object.values(page.languages).every((state) => state === 'written'))).toBe(true);
  });

  it('saves every language at once: sanitised, English filling what a language leaves empty, logged, public answers refreshed', async () => {
    const before = (await admin('GET', '/pages/hero')).json().data as AdminPage;
    expect(before.content.fr?.hero?.title).toBeTruthy();
    // Read once so the answer is in the response cache.
    await publicPage('/api/pages/hero?lang=fr');
    const saved = await admin('PUT', '/pages/hero', {
      content: {
        en: {
          hero: {
            title: 'Walk the high valleys',
            subtitle: 'Small groups, local leaders.',
            image: '/uploads/hero.webp',
          },
        },
        fr: { hero: { title: 'Marchez dans les hautes vallées', subtitle: '', image: '' } },
        hi: null,
        de: { hero: { title: '', subtitle: '', image: '' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(ADMIN_MESSAGES.pageSaved);
    const page = saved.json().data as AdminPage;
    expect(page.languages).toEqual({ en: 'written', hi: 'fallback', es: 'fallback', fr: 'written', de: 'fallback' });
    expect(page.content.de).toBeNull();

    const french = (await publicPage('/api/pages/hero?lang=fr')).json().data;
    expect(french.content.hero).toEqual({
      title: 'Marchez dans les hautes vallées',
      subtitle: 'Small groups, local leaders.',
      image: '/uploads/hero.webp',
    });
    const hindi = (await publicPage('/api/pages/hero?lang=hi')).json().data;
    expect(hindi.content.hero.title).toBe('Walk the high valleys');

    const [entry] = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'page'), eq(activityLogs.subjectLabel, 'hero')))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(entry?.action).toBe('updated');
  });

  it('keeps only safe HTML in FAQ answers and the terms', async () => {
    const faq: PageContent = {
      faq: {
        groups: [
          {
            title: 'Booking',
            items: [
              {
                question: 'How?',
                answer: '<p onclick="x()">Online <script>alert(1)</script><strong>today</strong></p>',
              },
              { question: 'Plain?', answer: 'First line\n\nSecond line' },
            ],
          },
        ],
      },
    };
    const saved = await admin('PUT', '/pages/faq', { content: { en: faq, fr: faq } }, adminToken);
    expect(saved.statusCode).toBe(200);
    const items = (saved.json().data as AdminPage).content.en.faq!.groups[0]!.items;
    expect(items[0]!.answer).toBe('<p>Online <strong>today</strong></p>');
    expect(items[1]!.answer).toBe('<p>First line</p>\n<p>Second line</p>');

    const terms = await admin('PUT', '/pages/terms', {
      content: {
        en: { terms: '<h2>Bookings</h2><p>Held {{hours}} hours.</p><iframe src="x"></iframe>' },
        hi: { terms: '<p>हिंदी शर्तें</p>' },
      },
    });
    expect(terms.statusCode).toBe(200);
    expect((terms.json().data as AdminPage).content.en.terms).toBe('<h2>Bookings</h2><p>Held {{hours}} hours.</p>');
    expect((await publicPage('/api/pages/terms?lang=hi')).json().data.content.terms).toBe('<p>हिंदी शर्तें</p>');
    expect((await publicPage('/api/pages/terms?lang=es')).json().data.content.terms).toContain('<h2>Bookings</h2>');
  });

  it('answers bad input with a 422 per field', async () => {
    const group = (question: string, answer: string) => ({
      title: 'Booking',
      items: [
        { question: 'Fine?', answer: 'Yes' },
        { question, answer },
      ],
    });
    const response = await admin('PUT', '/pages/faq', {
      content: { en: { faq: { groups: [group('Fine?', 'Yes')] } }, hi: { faq: { groups: [group('', 'Yes')] } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['content.hi.faq.groups.0.items.1.question']).toEqual([MESSAGES.required]);

    const emptyAnswer = await admin('PUT', '/pages/faq', {
      content: { en: { faq: { groups: [group('Why?', '<script>x</script>')] } } },
    });
    expect(emptyAnswer.statusCode).toBe(422);
    expect(emptyAnswer.json().errors).toHaveProperty(['content.en.faq.groups.0.items.1.answer']);

    const noEnglish = await admin('PUT', '/pages/privacy', {
      content: { en: { privacy: '  ' }, fr: { privacy: '<p>Oui</p>' } },
    });
    expect(noEnglish.statusCode).toBe(422);
    expect(noEnglish.json().errors['content.en.privacy']).toEqual([ADMIN_MESSAGES.pageEnglishRequired]);

    const badImage = await admin('PUT', '/pages/gallery', {
      content: { en: { gallery: [{ image: 'javascript:alert(1)', caption: 'x' }] } },
    });
    expect(badImage.statusCode).toBe(422);
    expect(badImage.json().errors).toHaveProperty(['content.en.gallery.0.image']);

    expect((await admin('PUT', '/pages/about', { content: { en: {} } })).statusCode).toBe(404);
    // Nothing was written by the refused saves.
    expect((await publicPage('/api/pages/privacy?lang=fr')).json().data.content.privacy).not.toBe('<p>Oui</p>');
  });

  it('is closed without a staff token', async () => {
    expect((await admin('GET', '/pages', undefined, null)).statusCode).toBe(401);
    expect((await admin('PUT', '/pages/terms', { content: { en: { terms: '<p>x</p>' } } }, null)).statusCode).toBe(401);
    expect((await admin('GET', '/pages/faq', undefined, travellerToken)).statusCode).toBe(403);
    expect(
      (await admin('PUT', '/pages/terms', { content: { en: { terms: '<p>x</p>' } } }, travellerToken)).statusCode,
    ).toBe(403);
  });
});
