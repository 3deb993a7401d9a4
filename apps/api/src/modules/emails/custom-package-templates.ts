import { formatDate, formatMoney, formatTravellers, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { COMMON_TEXTS, OPERATOR_GREETING, greeting } from './templates.ts';

/** A custom trip request as the emails describe it. */
export interface CustomPackageEmailData {
  name: string;
  email: string;
  phone: string | null;
  destinations: string[];
  days: number;
  nights: number;
  budgetMin: number;
  budgetMax: number;
  hotelStars: number;
  travelers: number;
  /** 'YYYY-MM-DD' */
  travelDate: string;
  specialRequirements: string | null;
}

const LABELS: Record<
  EmailLanguage,
  Record<
    | 'destinations'
    | 'duration'
    | 'dates'
    | 'budget'
    | 'hotel'
    | 'travelers'
    | 'requirements'
    | 'name'
    | 'email'
    | 'phone',
    string
  > & { days: (days: number, nights: number) => string; stars: (stars: number) => string }
> = {
  en: {
    destinations: 'Destinations',
    duration: 'Duration',
    dates: 'Travel date',
    budget: 'Budget',
    hotel: 'Hotel',
    travelers: 'Travellers',
    requirements: 'Special requirements',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    days: (days: number, nights: number) => `${days} days / ${nights} nights`,
    stars: (stars: number) => `${stars}-star`,
  },
  hi: {
    destinations: 'गंतव्य',
    duration: 'अवधि',
    dates: 'यात्रा की तिथि',
    budget: 'बजट',
    hotel: 'होटल',
    travelers: 'यात्री',
    requirements: 'विशेष आवश्यकताएँ',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    days: (days: number, nights: number) => `${days} दिन / ${nights} रातें`,
    stars: (stars: number) => `${stars}-स्टार`,
  },
  es: {
    destinations: 'Destinos',
    duration: 'Duración',
    dates: 'Fecha del viaje',
    budget: 'Presupuesto',
    hotel: 'Hotel',
    travelers: 'Viajeros',
    requirements: 'Requisitos especiales',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    days: (days: number, nights: number) => `${days} días / ${nights} noches`,
    stars: (stars: number) => `${stars} estrellas`,
  },
  fr: {
    destinations: 'Destinations',
    duration: 'Durée',
    dates: 'Date du voyage',
    budget: 'Budget',
    hotel: 'Hôtel',
    travelers: 'Voyageurs',
    requirements: 'Demandes particulières',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    days: (days: number, nights: number) => `${days} jours / ${nights} nuits`,
    stars: (stars: number) => `${stars} étoiles`,
  },
  de: {
    destinations: 'Reiseziele',
    duration: 'Dauer',
    dates: 'Reisedatum',
    budget: 'Budget',
    hotel: 'Hotel',
    travelers: 'Reisende',
    requirements: 'Besondere Wünsche',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    days: (days: number, nights: number) => `${days} Tage / ${nights} Nächte`,
    stars: (stars: number) => `${stars} Sterne`,
  },
};

const CUSTOM_PATHS = { profile: '/profile', adminCustomPackages: '/admin/custom-packages' } as const;

function requestDetails(
  site: EmailSite,
  data: CustomPackageEmailData,
  language: EmailLanguage,
): Array<[string, string]> {
  const labels = LABELS[language];
  const rows: Array<[string, string]> = [
    [labels.destinations, data.destinations.join(', ')],
    [labels.dates, formatDate(data.travelDate, language)],
    [labels.duration, labels.days(data.days, data.nights)],
    [labels.travelers, formatTravellers(data.travelers, language)],
    [labels.hotel, labels.stars(data.hotelStars)],
    [
      labels.budget,
      `${formatMoney(data.budgetMin, site.currency, language)} – ${formatMoney(data.budgetMax, site.currency, language)}`,
    ],
  ];
  if (data.specialRequirements) rows.push([labels.requirements, data.specialRequirements]);
  return rows;
}

/** To the traveller, as soon as their request arrives. */
/**
 * To the contact address typed in the form, as soon as the request arrives. It may not be the
 * account's, so the email says only what the operator writes (the reference and the next step) and
 * repeats nothing the sender wrote: no name, places or requirements. The details are in the
 * traveller's account.
 */
export function customPackageReceivedEmail(
  site: EmailSite,
  data: { reference: string },
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { reference } = data;
    const texts: Record<EmailLanguage, Omit<EmailContent, 'action' | 'details'> & { label: string; button: string }> = {
      en: {
        subject: `We have received your custom trip request ${reference} – ${site.name}`,
        preheader: `Request ${reference}`,
        heading: 'Thank you!',
        greeting: 'Hello,',
        paragraphs: [
          `We have received your custom trip request. Its reference is ${reference}.`,
          'Our team will plan the trip and send you a quote. You can follow the request in your account.',
        ],
        label: 'Reference',
        button: 'See my custom trips',
        closing: ['If you did not send this request, please ignore this email.'],
      },
      hi: {
        subject: `आपका कस्टम यात्रा अनुरोध ${reference} हमें मिल गया है – ${site.name}`,
        preheader: `अनुरोध ${reference}`,
        heading: 'धन्यवाद!',
        greeting: 'नमस्ते,',
        paragraphs: [
          `आपका कस्टम यात्रा अनुरोध हमें मिल गया है। इसकी संदर्भ संख्या ${reference} है।`,
          'हमारी टीम आपकी यात्रा की योजना बनाकर कोटेशन भेजेगी। आप अपने खाते में अनुरोध देख सकते हैं।',
        ],
        label: 'संदर्भ',
        button: 'मेरी कस्टम यात्राएँ देखें',
        closing: ['अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल को अनदेखा करें।'],
      },
      es: {
        subject: `Hemos recibido su solicitud de viaje a medida ${reference} – ${site.name}`,
        preheader: `Solicitud ${reference}`,
        heading: '¡Gracias!',
        greeting: 'Hola:',
        paragraphs: [
          `Hemos recibido su solicitud de viaje a medida. Su referencia es ${reference}.`,
          'Nuestro equipo diseñará el viaje y le enviará un presupuesto. Puede seguir la solicitud en su cuenta.',
        ],
        label: 'Referencia',
        button: 'Ver mis viajes a medida',
        closing: ['Si usted no ha enviado esta solicitud, ignore este correo.'],
      },
      fr: {
        subject: `Nous avons bien reçu votre demande de voyage sur mesure ${reference} – ${site.name}`,
        preheader: `Demande ${reference}`,
        heading: 'Merci !',
        greeting: 'Bonjour,',
        paragraphs: [
          `Nous avons bien reçu votre demande de voyage sur mesure. Sa référence est ${reference}.`,
          'Notre équipe va concevoir le voyage et vous enverra un devis. Vous pouvez suivre la demande dans votre compte.',
        ],
        label: 'Référence',
        button: 'Voir mes voyages sur mesure',
        closing: ['Si vous n’avez pas envoyé cette demande, ignorez simplement cet e-mail.'],
      },
      de: {
        subject: `Wir haben Ihre Anfrage für eine individuelle Reise ${reference} erhalten – ${site.name}`,
        preheader: `Anfrage ${reference}`,
        heading: 'Vielen Dank!',
        greeting: 'Guten Tag,',
        paragraphs: [
          `Wir haben Ihre Anfrage für eine individuelle Reise erhalten. Ihre Referenz lautet ${reference}.`,
          'Unser Team plant die Reise und sendet Ihnen ein Angebot. Sie können die Anfrage in Ihrem Konto verfolgen.',
        ],
        label: 'Referenz',
        button: 'Meine individuellen Reisen ansehen',
        closing: ['Falls Sie diese Anfrage nicht gesendet haben, ignorieren Sie diese E-Mail bitte.'],
      },
    };
    const { label, button, ...text } = texts[lang];
    return { ...text, details: [[label, reference]], action: { label: button, url: CUSTOM_PATHS.profile } };
  });
}

/** To the operator (the site's contact_email), for every new request. */
export function newCustomPackageEmail(
  site: EmailSite,
  data: CustomPackageEmailData,
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const labels = LABELS[lang];
    const places = data.destinations.join(', ');
    const contact: Array<[string, string]> = [
      [labels.name, data.name],
      [labels.email, data.email],
      ...(data.phone ? [[labels.phone, data.phone] as [string, string]] : []),
    ];
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'>> = {
      en: {
        subject: `New custom package request from ${data.name}: ${places}`,
        heading: 'New custom package request',
        paragraphs: [`${data.name} has asked for a custom trip to ${places}. Send them a quote at ${data.email}.`],
      },
      hi: {
        subject: `${data.name} का नया कस्टम पैकेज अनुरोध: ${places}`,
        heading: 'नया कस्टम पैकेज अनुरोध',
        paragraphs: [`${data.name} ने ${places} के लिए कस्टम यात्रा का अनुरोध भेजा है। कोटेशन ${data.email} पर भेजें।`],
      },
      es: {
        subject: `Nueva solicitud de viaje a medida de ${data.name}: ${places}`,
        heading: 'Nueva solicitud de viaje a medida',
        paragraphs: [`${data.name} ha solicitado un viaje a medida a ${places}. Envíe el presupuesto a ${data.email}.`],
      },
      fr: {
        subject: `Nouvelle demande de voyage sur mesure de ${data.name} : ${places}`,
        heading: 'Nouvelle demande de voyage sur mesure',
        paragraphs: [`${data.name} demande un voyage sur mesure (${places}). Envoyez le devis à ${data.email}.`],
      },
      de: {
        subject: `Neue Anfrage für eine individuelle Reise von ${data.name}: ${places}`,
        heading: 'Neue Anfrage für eine individuelle Reise',
        paragraphs: [
          `${data.name} wünscht eine individuelle Reise nach ${places}. Senden Sie das Angebot an ${data.email}.`,
        ],
      },
    };
    return {
      ...texts[lang],
      preheader: `${data.name}, ${data.email}`,
      greeting: OPERATOR_GREETING[lang],
      details: [...contact, ...requestDetails(site, data, lang)],
      action: { label: COMMON_TEXTS[lang].openBackOffice, url: CUSTOM_PATHS.adminCustomPackages },
    };
  });
}

/** A written quote as the traveller's email shows it. */
export interface CustomPackageQuoteEmailData {
  name: string;
  destinations: string[];
  travelers: number;
  pricePerPerson: number;
  totalPrice: number;
  days: { day: number; title: string; description: string | null }[];
  inclusions: string[];
  exclusions: string[];
  /** 'YYYY-MM-DD' */
  validUntil: string;
}

const QUOTE_LABELS: Record<
  EmailLanguage,
  Record<'perPerson' | 'total' | 'validUntil' | 'plan' | 'inclusions' | 'exclusions', string> & {
    day: (day: number) => string;
  }
> = {
  en: {
    perPerson: 'Price per person',
    total: 'Total',
    validUntil: 'Valid until',
    plan: 'Day-by-day plan',
    day: (day: number) => `Day ${day}`,
    inclusions: 'Included',
    exclusions: 'Not included',
  },
  hi: {
    perPerson: 'प्रति व्यक्ति मूल्य',
    total: 'कुल',
    validUntil: 'मान्य तिथि तक',
    plan: 'दिन-प्रतिदिन की योजना',
    day: (day: number) => `दिन ${day}`,
    inclusions: 'शामिल',
    exclusions: 'शामिल नहीं',
  },
  es: {
    perPerson: 'Precio por persona',
    total: 'Total',
    validUntil: 'Válido hasta',
    plan: 'Programa día a día',
    day: (day: number) => `Día ${day}`,
    inclusions: 'Incluye',
    exclusions: 'No incluye',
  },
  fr: {
    perPerson: 'Prix par personne',
    total: 'Total',
    validUntil: 'Valable jusqu’au',
    plan: 'Programme jour par jour',
    day: (day: number) => `Jour ${day}`,
    inclusions: 'Inclus',
    exclusions: 'Non inclus',
  },
  de: {
    perPerson: 'Preis pro Person',
    total: 'Gesamt',
    validUntil: 'Gültig bis',
    plan: 'Programm Tag für Tag',
    day: (day: number) => `Tag ${day}`,
    inclusions: 'Inbegriffen',
    exclusions: 'Nicht inbegriffen',
  },
};

/** To the traveller when staff send the quote: everything in the quote, and a link to accept it. */
export function customPackageQuoteEmail(
  site: EmailSite,
  data: CustomPackageQuoteEmailData,
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const labels = QUOTE_LABELS[lang];
    const places = data.destinations.join(', ');
    const details: Array<[string, string]> = [
      [LABELS[lang].destinations, places],
      [LABELS[lang].travelers, formatTravellers(data.travelers, lang)],
      [labels.perPerson, formatMoney(data.pricePerPerson, site.currency, lang)],
      [labels.total, formatMoney(data.totalPrice, site.currency, lang)],
      [labels.validUntil, formatDate(data.validUntil, lang)],
    ];
    const plan = [
      `${labels.plan}:`,
      ...data.days.map(
        (day) => `${labels.day(day.day)}: ${day.title}${day.description ? ` – ${day.description}` : ''}`,
      ),
    ];
    const lists = [
      ...(data.inclusions.length ? [`${labels.inclusions}: ${data.inclusions.join('; ')}`] : []),
      ...(data.exclusions.length ? [`${labels.exclusions}: ${data.exclusions.join('; ')}`] : []),
    ];
    const total = formatMoney(data.totalPrice, site.currency, lang);
    const until = formatDate(data.validUntil, lang);
    const texts: Record<
      EmailLanguage,
      Pick<EmailContent, 'subject' | 'preheader' | 'heading'> & { intro: string; button: string }
    > = {
      en: {
        subject: `Your custom trip quote for ${places} – ${site.name}`,
        preheader: `Total ${total}, valid until ${until}`,
        heading: 'Your custom trip quote',
        intro: 'Here is the trip we have planned from your request.',
        button: 'Accept or decline the quote',
      },
      hi: {
        subject: `${places} की आपकी कस्टम यात्रा का कोटेशन – ${site.name}`,
        preheader: `कुल ${total}, ${until} तक मान्य`,
        heading: 'आपकी कस्टम यात्रा का कोटेशन',
        intro: 'आपके अनुरोध के अनुसार हमने यह यात्रा योजना बनाई है।',
        button: 'कोटेशन स्वीकार या अस्वीकार करें',
      },
      es: {
        subject: `Presupuesto de su viaje a medida a ${places} – ${site.name}`,
        preheader: `Total ${total}, válido hasta el ${until}`,
        heading: 'El presupuesto de su viaje a medida',
        intro: 'Este es el viaje que hemos preparado a partir de su solicitud.',
        button: 'Aceptar o rechazar el presupuesto',
      },
      fr: {
        subject: `Votre devis de voyage sur mesure : ${places} – ${site.name}`,
        preheader: `Total ${total}, valable jusqu’au ${until}`,
        heading: 'Votre devis de voyage sur mesure',
        intro: 'Voici le voyage que nous avons préparé d’après votre demande.',
        button: 'Accepter ou refuser le devis',
      },
      de: {
        subject: `Ihr Angebot für die individuelle Reise nach ${places} – ${site.name}`,
        preheader: `Gesamt ${total}, gültig bis ${until}`,
        heading: 'Ihr Angebot für Ihre individuelle Reise',
        intro: 'Diese Reise haben wir nach Ihrer Anfrage für Sie geplant.',
        button: 'Angebot annehmen oder ablehnen',
      },
    };
    const { intro, button, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.name, lang),
      paragraphs: [intro, ...plan, ...lists],
      details,
      action: { label: button, url: CUSTOM_PATHS.profile },
      closing: [COMMON_TEXTS[lang].replyQuestions],
    };
  });
}
