import { fillPagePlaceholders, type FaqContent } from '@trails/contracts';
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

/**
 * Page meta from the operator's pages: the home page preloads its hero picture; /faq carries its
 * questions as FAQPage JSON-LD in the page's language.
 */
export function sitePagesPages({ sitePages }: { sitePages: SitePagesService }): PagesOptions {
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
    },
  };
}
