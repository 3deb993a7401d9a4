import { plainTextOf } from '../../lib/html.ts';
import { renderInLanguage, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { greeting } from './templates.ts';

export interface CampaignEmailData {
  subject: string;
  /** The newsletter's content, already sanitised with lib/html.ts. */
  bodyHtml: string;
  name: string;
  /** Absolute address of the one-click unsubscribe page. */
  unsubscribeUrl: string;
}

const FOOTER = {
  en: {
    reason: (site: string) => `You are receiving this newsletter because you have an account on ${site}.`,
    label: 'Unsubscribe from newsletters',
  },
  hi: {
    reason: (site: string) => `यह न्यूज़लेटर आपको इसलिए मिला है क्योंकि ${site} पर आपका खाता है।`,
    label: 'न्यूज़लेटर की सदस्यता छोड़ें',
  },
} as const;

/** A newsletter from the back office, to one traveller, in their language's frame. */
export function campaignEmail(site: EmailSite, data: CampaignEmailData, language?: string | null): RenderedEmail {
  return renderInLanguage(site, language, (lang) => ({
    subject: data.subject,
    preheader: plainTextOf(data.bodyHtml).slice(0, 140),
    heading: data.subject,
    greeting: greeting(data.name, lang),
    paragraphs: [],
    sanitizedHtml: { html: data.bodyHtml, text: plainTextOf(data.bodyHtml) },
    unsubscribe: { reason: FOOTER[lang].reason(site.name), label: FOOTER[lang].label, url: data.unsubscribeUrl },
  }));
}
