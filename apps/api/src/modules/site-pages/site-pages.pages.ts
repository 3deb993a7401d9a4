import { DEFAULT_LOCALE } from '@trails/contracts/constants';
import type { FaqContent } from '@trails/contracts/page-content';
import { fillPagePlaceholders } from '@trails/contracts/page-text';
import { plainTextOf } from '../../lib/html.ts';
import { SCHEMA } from '../pages/catalogue-pages.ts';
import type { PageContext, PagesOptions } from '../pages/pages.routes.ts';
import type { SitePagesService } from './site-pages.service.ts';

/** FAQPage with every question and answer of the page, in the order it shows them; null without any. */
export function faqJsonLd(faq: FaqContent | undefined, context: PageContext): object | null {
  const values = { site: context.site.site_name, hours: context.site.booking_hold_hours };
  const questions = (faq?.groups ?? []).flatMap((group) =>
    group.items.map((item) => ({
      '@type': 'Question',
      name: fillPagePlaceholders(item.question, values),
      acceptedAnswer: { '@type': 'Answer', text: fillPagePlaceholders(plainTextOf(item.answer), values) },
    })),
  );
  if (questions.length === 0) return null;
  return { '@context': SCHEMA, '@type': 'FAQPage', inLanguage: context.locale, mainEntity: questions };
}

/** Longest meta description, as search engines show one. */
const DESCRIPTION_MAX = 160;

/**
 * A page's description from its text: the first paragraph's words (placeholders filled), cut at a
 * word with an ellipsis past {@link DESCRIPTION_MAX} characters; null for a text without one.
 */
export function legalDescription(html: string, context: PageContext): string | null {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1];
  const values = { site: context.site.site_name, hours: context.site.booking_hold_hours };
  const text = first ? fillPagePlaceholders(plainTextOf(first), values) : '';
  if (!text) return null;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.।-]+$/u, '')}…`;
}

/**
 * Page meta from the operator's pages: the home page preloads its hero picture; /faq carries its
 * questions as FAQPage JSON-LD in the page's language; the terms and the privacy policy at another
 * language's address are described by their own first paragraph in that language (English keeps
 * its written description, as does a language that shows the English text).
 */
export function sitePagesPages({ sitePages }: { sitePages: SitePagesService }): PagesOptions {
  const legalMeta = async (key: 'terms' | 'privacy', context: PageContext) => {
    if (context.locale === DEFAULT_LOCALE) return null;
    const html = (await sitePages.own(key, context.locale))?.[key];
    const description = html ? legalDescription(html, context) : null;
    return description ? { description } : null;
  };
  return {
    resolvers: {
      '/': async (_params, context) => {
        const image = (await sitePages.read('hero', context.locale)).content.hero?.image;
        return image ? { heroImage: image } : null;
      },
      '/faq': async (_params, context) => {
        const faq = faqJsonLd((await sitePages.read('faq', context.locale)).content.faq, context);
        return faq ? { jsonLd: [faq] } : null;
      },
      '/terms': (_params, context) => legalMeta('terms', context),
      '/privacy': (_params, context) => legalMeta('privacy', context),
    },
  };
}
