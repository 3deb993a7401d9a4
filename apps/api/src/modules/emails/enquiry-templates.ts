import { emailLanguage, formatDate, type EmailLanguage } from './format.ts';
import { renderEmail, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';

/** An enquiry as the emails describe it. */
export interface EnquiryEmailData {
  name: string;
  email: string;
  phone: string;
  destination: string;
  /** 'YYYY-MM-DD', when the traveller gave one. */
  travelDate?: string | null;
  message?: string | null;
  /** The tour or trek it was sent from. */
  tripTitle?: string | null;
}

const LABELS = {
  en: {
    destination: 'Destination',
    trip: 'Trip',
    date: 'Travel date',
    message: 'Message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
  },
  hi: {
    destination: 'गंतव्य',
    trip: 'यात्रा',
    date: 'यात्रा की तिथि',
    message: 'संदेश',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
  },
} as const;

const ENQUIRY_PATHS = { trips: '/tours', adminEnquiries: '/admin/enquiries' } as const;

function enquiryDetails(data: EnquiryEmailData, language: EmailLanguage): Array<[string, string]> {
  const labels = LABELS[language];
  const rows: Array<[string, string]> = [[labels.destination, data.destination]];
  if (data.tripTitle) rows.push([labels.trip, data.tripTitle]);
  if (data.travelDate) rows.push([labels.date, formatDate(data.travelDate, language)]);
  if (data.message) rows.push([labels.message, data.message]);
  return rows;
}

function build(
  site: EmailSite,
  language: string | null | undefined,
  write: (language: EmailLanguage) => EmailContent,
): RenderedEmail {
  const resolved = emailLanguage(language);
  return renderEmail(site, resolved, write(resolved));
}

/** To the traveller, as soon as their enquiry arrives. */
export function enquiryReceivedEmail(site: EmailSite, data: EnquiryEmailData, language?: string | null): RenderedEmail {
  return build(site, language, (lang) => {
    if (lang === 'hi')
      return {
        subject: `आपकी पूछताछ हमें मिल गई है – ${site.name}`,
        preheader: `${data.destination} के बारे में आपका संदेश`,
        heading: `धन्यवाद, ${data.name}!`,
        greeting: `नमस्ते ${data.name},`,
        paragraphs: ['आपकी पूछताछ के लिए धन्यवाद। हम जल्द ही आपसे संपर्क करेंगे।', 'आपके द्वारा भेजा गया विवरण नीचे दिया गया है।'],
        details: enquiryDetails(data, lang),
        action: { label: 'यात्राएँ देखें', url: ENQUIRY_PATHS.trips },
        closing: ['कुछ और जोड़ना हो तो बस इस ईमेल का जवाब दें।'],
      };
    return {
      subject: `We have received your enquiry – ${site.name}`,
      preheader: `Your message about ${data.destination}`,
      heading: `Thank you, ${data.name}!`,
      greeting: `Dear ${data.name},`,
      paragraphs: ['Thank you for your enquiry. We will get back to you soon.', 'Here is what you sent us.'],
      details: enquiryDetails(data, lang),
      action: { label: 'Browse trips', url: ENQUIRY_PATHS.trips },
      closing: ['Anything to add? Just reply to this email.'],
    };
  });
}

/** To the operator (the site's contact_email), for every new enquiry. */
export function newEnquiryEmail(site: EmailSite, data: EnquiryEmailData): RenderedEmail {
  return build(site, 'en', (lang) => {
    const labels = LABELS[lang];
    return {
      subject: `New enquiry from ${data.name}: ${data.tripTitle ?? data.destination}`,
      preheader: `${data.name}, ${data.email}, ${data.phone}`,
      heading: 'New enquiry received',
      greeting: 'Hello,',
      paragraphs: [
        `${data.name} has sent an enquiry about ${data.tripTitle ?? data.destination}. Reply to them at ${data.email}.`,
      ],
      details: [
        [labels.name, data.name],
        [labels.email, data.email],
        [labels.phone, data.phone],
        ...enquiryDetails(data, lang),
      ],
      action: { label: 'Open in the back office', url: ENQUIRY_PATHS.adminEnquiries },
    };
  });
}

/** A staff reply to an enquiry, to the traveller, in the language they wrote in. */
export function enquiryResponseEmail(
  site: EmailSite,
  data: Pick<EnquiryEmailData, 'name' | 'destination' | 'message'> & { response: string },
  language?: string | null,
): RenderedEmail {
  return build(site, language, (lang) => {
    const replyParagraphs = data.response
      .split(/\n{2,}/)
      .map((part) => part.trim())
      .filter(Boolean);
    const details: Array<[string, string]> = data.message ? [[LABELS[lang].message, data.message]] : [];
    if (lang === 'hi')
      return {
        subject: `आपकी पूछताछ का उत्तर – ${site.name}`,
        preheader: `${data.destination} के बारे में आपके संदेश का उत्तर`,
        heading: 'आपकी पूछताछ का उत्तर',
        greeting: `नमस्ते ${data.name},`,
        paragraphs: replyParagraphs,
        details,
        action: { label: 'यात्राएँ देखें', url: ENQUIRY_PATHS.trips },
        closing: ['कोई और सवाल हो तो बस इस ईमेल का जवाब दें।'],
      };
    return {
      subject: `A reply to your enquiry – ${site.name}`,
      preheader: `About your message on ${data.destination}`,
      heading: 'A reply to your enquiry',
      greeting: `Dear ${data.name},`,
      paragraphs: replyParagraphs,
      details,
      action: { label: 'Browse trips', url: ENQUIRY_PATHS.trips },
      closing: ['Any other questions? Just reply to this email.'],
    };
  });
}
