import { plainTextOf } from '../../lib/html.ts';
import type { EmailLanguage } from './format.ts';
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

const FOOTER: Record<EmailLanguage, { reason: (site: string) => string; label: string }> = {
  en: {
    reason: (site: string) => `You are receiving this newsletter because you have an account on ${site}.`,
    label: 'Unsubscribe from newsletters',
  },
  hi: {
    reason: (site: string) => `यह न्यूज़लेटर आपको इसलिए मिला है क्योंकि ${site} पर आपका खाता है।`,
    label: 'न्यूज़लेटर की सदस्यता छोड़ें',
  },
  es: {
    reason: (site: string) => `Recibe este boletín porque tiene una cuenta en ${site}.`,
    label: 'Darse de baja de los boletines',
  },
  fr: {
    reason: (site: string) => `Vous recevez cette lettre d’information parce que vous avez un compte sur ${site}.`,
    label: 'Se désabonner des lettres d’information',
  },
  de: {
    reason: (site: string) => `Sie erhalten diesen Newsletter, weil Sie ein Konto bei ${site} haben.`,
    label: 'Newsletter abbestellen',
  },
};

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
