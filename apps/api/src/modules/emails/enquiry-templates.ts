import { formatDate, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { COMMON_TEXTS, OPERATOR_GREETING, greeting } from './templates.ts';

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

const LABELS: Record<
  EmailLanguage,
  Record<'destination' | 'trip' | 'date' | 'message' | 'name' | 'email' | 'phone', string>
> = {
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
  es: {
    destination: 'Destino',
    trip: 'Viaje',
    date: 'Fecha del viaje',
    message: 'Mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  fr: {
    destination: 'Destination',
    trip: 'Voyage',
    date: 'Date du voyage',
    message: 'Message',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
  },
  de: {
    destination: 'Reiseziel',
    trip: 'Reise',
    date: 'Reisedatum',
    message: 'Nachricht',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
  },
};

/** "Browse trips" and the reply-to-add line of the traveller's emails. */
const TRAVELLER_TEXTS: Record<EmailLanguage, { browse: string; more: string }> = {
  en: { browse: 'Browse trips', more: 'Any other questions? Just reply to this email.' },
  hi: { browse: 'यात्राएँ देखें', more: 'कोई और सवाल हो तो बस इस ईमेल का जवाब दें।' },
  es: { browse: 'Ver viajes', more: '¿Tiene alguna otra pregunta? Basta con responder a este correo.' },
  fr: { browse: 'Découvrir nos voyages', more: 'D’autres questions ? Il vous suffit de répondre à cet e-mail.' },
  de: { browse: 'Reisen ansehen', more: 'Weitere Fragen? Antworten Sie einfach auf diese E-Mail.' },
};

const ENQUIRY_PATHS = { trips: '/tours', adminEnquiries: '/admin/enquiries' } as const;

function enquiryDetails(data: EnquiryEmailData, language: EmailLanguage): Array<[string, string]> {
  const labels = LABELS[language];
  const rows: Array<[string, string]> = [[labels.destination, data.destination]];
  if (data.tripTitle) rows.push([labels.trip, data.tripTitle]);
  if (data.travelDate) rows.push([labels.date, formatDate(data.travelDate, language)]);
  if (data.message) rows.push([labels.message, data.message]);
  return rows;
}

/** The number an enquiry is known by in emails and in the back office: E- and its id. */
export const enquiryReference = (id: number) => `E-${String(id).padStart(5, '0')}`;

/**
 * To whatever address was typed in the form, as soon as the enquiry arrives. Anyone can type any
 * address, so it says only what the operator writes (the reference and the next step) and repeats
 * nothing the sender wrote: no name, destination or message.
 */
export function enquiryReceivedEmail(
  site: EmailSite,
  data: { reference: string },
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { reference } = data;
    const texts: Record<EmailLanguage, Omit<EmailContent, 'action' | 'details'> & { label: string; button: string }> = {
      en: {
        subject: `We have received your enquiry ${reference} – ${site.name}`,
        preheader: `Enquiry ${reference}`,
        heading: 'Thank you!',
        greeting: 'Hello,',
        paragraphs: [
          `We have received your enquiry. Its reference is ${reference}.`,
          'Our team will reply within one working day.',
        ],
        label: 'Reference',
        button: 'Browse trips',
        closing: ['If you did not send this enquiry, please ignore this email.'],
      },
      hi: {
        subject: `आपकी पूछताछ ${reference} हमें मिल गई है – ${site.name}`,
        preheader: `पूछताछ ${reference}`,
        heading: 'धन्यवाद!',
        greeting: 'नमस्ते,',
        paragraphs: [
          `आपकी पूछताछ हमें मिल गई है। इसकी संदर्भ संख्या ${reference} है।`,
          'हमारी टीम एक कार्यदिवस के भीतर आपको जवाब देगी।',
        ],
        label: 'संदर्भ',
        button: 'यात्राएँ देखें',
        closing: ['अगर यह पूछताछ आपने नहीं भेजी है, तो इस ईमेल को अनदेखा करें।'],
      },
      es: {
        subject: `Hemos recibido su consulta ${reference} – ${site.name}`,
        preheader: `Consulta ${reference}`,
        heading: '¡Gracias!',
        greeting: 'Hola:',
        paragraphs: [
          `Hemos recibido su consulta. Su referencia es ${reference}.`,
          'Nuestro equipo le responderá en un día laborable.',
        ],
        label: 'Referencia',
        button: 'Ver viajes',
        closing: ['Si usted no ha enviado esta consulta, ignore este correo.'],
      },
      fr: {
        subject: `Nous avons bien reçu votre demande ${reference} – ${site.name}`,
        preheader: `Demande ${reference}`,
        heading: 'Merci !',
        greeting: 'Bonjour,',
        paragraphs: [
          `Nous avons bien reçu votre demande. Sa référence est ${reference}.`,
          'Notre équipe vous répondra sous un jour ouvré.',
        ],
        label: 'Référence',
        button: 'Voir les voyages',
        closing: ['Si vous n’avez pas envoyé cette demande, ignorez simplement cet e-mail.'],
      },
      de: {
        subject: `Wir haben Ihre Anfrage ${reference} erhalten – ${site.name}`,
        preheader: `Anfrage ${reference}`,
        heading: 'Vielen Dank!',
        greeting: 'Guten Tag,',
        paragraphs: [
          `Wir haben Ihre Anfrage erhalten. Ihre Referenz lautet ${reference}.`,
          'Unser Team antwortet Ihnen innerhalb eines Werktags.',
        ],
        label: 'Referenz',
        button: 'Reisen ansehen',
        closing: ['Falls Sie diese Anfrage nicht gesendet haben, ignorieren Sie diese E-Mail bitte.'],
      },
    };
    const { label, button, ...text } = texts[lang];
    return { ...text, details: [[label, reference]], action: { label: button, url: ENQUIRY_PATHS.trips } };
  });
}

/** To the operator (the site's contact_email), for every new enquiry. */
export function newEnquiryEmail(site: EmailSite, data: EnquiryEmailData, language?: string | null): RenderedEmail {
  return renderInLanguage(site, language ?? 'en', (lang) => {
    const labels = LABELS[lang];
    const { name, email } = data;
    const about = data.tripTitle ?? data.destination;
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'>> = {
      en: {
        subject: `New enquiry from ${name}: ${about}`,
        heading: 'New enquiry received',
        paragraphs: [`${name} has sent an enquiry about ${about}. Reply to them at ${email}.`],
      },
      hi: {
        subject: `${name} की नई पूछताछ: ${about}`,
        heading: 'नई पूछताछ आई है',
        paragraphs: [`${name} ने ${about} के बारे में पूछताछ भेजी है। उन्हें ${email} पर उत्तर दें।`],
      },
      es: {
        subject: `Nueva consulta de ${name}: ${about}`,
        heading: 'Nueva consulta recibida',
        paragraphs: [`${name} ha enviado una consulta sobre ${about}. Responda a ${email}.`],
      },
      fr: {
        subject: `Nouvelle demande de ${name} : ${about}`,
        heading: 'Nouvelle demande reçue',
        paragraphs: [`${name} a envoyé une demande au sujet de ${about}. Répondez-lui à ${email}.`],
      },
      de: {
        subject: `Neue Anfrage von ${name}: ${about}`,
        heading: 'Neue Anfrage eingegangen',
        paragraphs: [`${name} hat eine Anfrage zu ${about} gesendet. Antworten Sie an ${email}.`],
      },
    };
    return {
      ...texts[lang],
      preheader: `${name}, ${email}, ${data.phone}`,
      greeting: OPERATOR_GREETING[lang],
      details: [[labels.name, name], [labels.email, email], [labels.phone, data.phone], ...enquiryDetails(data, lang)],
      action: { label: COMMON_TEXTS[lang].openBackOffice, url: ENQUIRY_PATHS.adminEnquiries },
    };
  });
}

/** A staff reply to an enquiry, to the traveller, in the language they wrote in. */
export function enquiryResponseEmail(
  site: EmailSite,
  data: Pick<EnquiryEmailData, 'name' | 'destination' | 'message'> & { response: string },
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const replyParagraphs = data.response
      .split(/\n{2,}/)
      .map((part) => part.trim())
      .filter(Boolean);
    const details: Array<[string, string]> = data.message ? [[LABELS[lang].message, data.message]] : [];
    const destination = data.destination;
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'preheader' | 'heading'>> = {
      en: {
        subject: `A reply to your enquiry – ${site.name}`,
        preheader: `About your message on ${destination}`,
        heading: 'A reply to your enquiry',
      },
      hi: {
        subject: `आपकी पूछताछ का उत्तर – ${site.name}`,
        preheader: `${destination} के बारे में आपके संदेश का उत्तर`,
        heading: 'आपकी पूछताछ का उत्तर',
      },
      es: {
        subject: `Respuesta a su consulta – ${site.name}`,
        preheader: `Sobre su mensaje acerca de ${destination}`,
        heading: 'Respuesta a su consulta',
      },
      fr: {
        subject: `Réponse à votre demande – ${site.name}`,
        preheader: `Au sujet de votre message sur ${destination}`,
        heading: 'Réponse à votre demande',
      },
      de: {
        subject: `Antwort auf Ihre Anfrage – ${site.name}`,
        preheader: `Zu Ihrer Nachricht über ${destination}`,
        heading: 'Antwort auf Ihre Anfrage',
      },
    };
    return {
      ...texts[lang],
      greeting: greeting(data.name, lang),
      paragraphs: replyParagraphs,
      details,
      action: { label: TRAVELLER_TEXTS[lang].browse, url: ENQUIRY_PATHS.trips },
      closing: [TRAVELLER_TEXTS[lang].more],
    };
  });
}
