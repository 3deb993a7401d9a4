import { formatDate, formatMoney, formatTravellers, type EmailLanguage } from './format.ts';
import { renderInLanguage, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';

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

const LABELS = {
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
} as const;

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
    if (lang === 'hi')
      return {
        subject: `आपका कस्टम यात्रा अनुरोध ${data.reference} हमें मिल गया है – ${site.name}`,
        preheader: `अनुरोध ${data.reference}`,
        heading: 'धन्यवाद!',
        greeting: 'नमस्ते,',
        paragraphs: [
          `आपका कस्टम यात्रा अनुरोध हमें मिल गया है। इसकी संदर्भ संख्या ${data.reference} है।`,
          'हमारी टीम आपकी यात्रा की योजना बनाकर कोटेशन भेजेगी। आप अपने खाते में अनुरोध देख सकते हैं।',
        ],
        details: [['संदर्भ', data.reference]],
        action: { label: 'मेरी कस्टम यात्राएँ देखें', url: CUSTOM_PATHS.profile },
        closing: ['अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल को अनदेखा करें।'],
      };
    return {
      subject: `We have received your custom trip request ${data.reference} – ${site.name}`,
      preheader: `Request ${data.reference}`,
      heading: 'Thank you!',
      greeting: 'Hello,',
      paragraphs: [
        `We have received your custom trip request. Its reference is ${data.reference}.`,
        'Our team will plan the trip and send you a quote. You can follow the request in your account.',
      ],
      details: [['Reference', data.reference]],
      action: { label: 'See my custom trips', url: CUSTOM_PATHS.profile },
      closing: ['If you did not send this request, please ignore this email.'],
    };
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
    if (lang === 'hi')
      return {
        subject: `${data.name} का नया कस्टम पैकेज अनुरोध: ${places}`,
        preheader: `${data.name}, ${data.email}`,
        heading: 'नया कस्टम पैकेज अनुरोध',
        greeting: 'नमस्ते,',
        paragraphs: [`${data.name} ने ${places} के लिए कस्टम यात्रा का अनुरोध भेजा है। कोटेशन ${data.email} पर भेजें।`],
        details: [...contact, ...requestDetails(site, data, lang)],
        action: { label: 'एडमिन पैनल में खोलें', url: CUSTOM_PATHS.adminCustomPackages },
      };
    return {
      subject: `New custom package request from ${data.name}: ${places}`,
      preheader: `${data.name}, ${data.email}`,
      heading: 'New custom package request',
      greeting: 'Hello,',
      paragraphs: [`${data.name} has asked for a custom trip to ${places}. Send them a quote at ${data.email}.`],
      details: [...contact, ...requestDetails(site, data, lang)],
      action: { label: 'Open in the back office', url: CUSTOM_PATHS.adminCustomPackages },
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

const QUOTE_LABELS = {
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
} as const;

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
    if (lang === 'hi')
      return {
        subject: `${places} की आपकी कस्टम यात्रा का कोटेशन – ${site.name}`,
        preheader: `कुल ${formatMoney(data.totalPrice, site.currency, lang)}, ${formatDate(data.validUntil, lang)} तक मान्य`,
        heading: 'आपकी कस्टम यात्रा का कोटेशन',
        greeting: `नमस्ते ${data.name},`,
        paragraphs: ['आपके अनुरोध के अनुसार हमने यह यात्रा योजना बनाई है।', ...plan, ...lists],
        details,
        action: { label: 'कोटेशन स्वीकार या अस्वीकार करें', url: CUSTOM_PATHS.profile },
        closing: ['कोई प्रश्न हो तो बस इस ईमेल का जवाब दें।'],
      };
    return {
      subject: `Your custom trip quote for ${places} – ${site.name}`,
      preheader: `Total ${formatMoney(data.totalPrice, site.currency, lang)}, valid until ${formatDate(data.validUntil, lang)}`,
      heading: 'Your custom trip quote',
      greeting: `Dear ${data.name},`,
      paragraphs: ['Here is the trip we have planned from your request.', ...plan, ...lists],
      details,
      action: { label: 'Accept or decline the quote', url: CUSTOM_PATHS.profile },
      closing: ['Any questions? Just reply to this email.'],
    };
  });
}
