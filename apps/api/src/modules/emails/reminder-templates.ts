import { formatDate, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { bookingLink, greeting, tripDetails, type BookingEmailData } from './templates.ts';

/** What the traveller needs for the start: where to meet, what to pack, who leads. Each may be missing. */
export interface TripBriefing {
  meetingPoint: string | null;
  packingList: string | null;
  leaderName: string | null;
  leaderPhone: string | null;
}

type Texts = Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & {
  meeting: string;
  leader: string;
  packing: string;
  noBriefing: string;
  button: string;
};

/** The packing list as lines of a paragraph each, bullets added. */
const packingLines = (list: string | null) =>
  (list ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean)
    .map((line) => `• ${line}`);

/** To the traveller, pre_departure_days before the start: meeting point, packing list, leader's contact. */
export function preDepartureEmail(
  site: EmailSite,
  data: BookingEmailData & { briefing: TripBriefing; daysToGo: number },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const start = formatDate(data.startDate, lang);
    const trip = data.tripTitle;
    const ref = data.reference;
    const days = data.daysToGo;
    const texts: Record<EmailLanguage, Texts> = {
      en: {
        subject: `${trip} starts on ${start} – booking ${ref}`,
        heading: days <= 1 ? 'Your trip starts tomorrow' : `Your trip starts in ${days} days`,
        paragraphs: [`Here is what you need for ${trip}, starting on ${start}.`],
        meeting: 'Meeting point',
        leader: 'Trip leader',
        packing: 'What to pack:',
        noBriefing: 'We will send the meeting point and the leader’s contact as soon as they are settled.',
        button: 'View booking',
      },
      hi: {
        subject: `${trip} ${start} को शुरू होगी – बुकिंग ${ref}`,
        heading: days <= 1 ? 'आपकी यात्रा कल शुरू होगी' : `आपकी यात्रा ${days} दिनों में शुरू होगी`,
        paragraphs: [`${start} से शुरू होने वाली ${trip} के लिए ज़रूरी जानकारी यहाँ है।`],
        meeting: 'मिलने का स्थान',
        leader: 'यात्रा प्रमुख',
        packing: 'क्या साथ रखें:',
        noBriefing: 'मिलने का स्थान और यात्रा प्रमुख का संपर्क तय होते ही हम आपको भेज देंगे।',
        button: 'बुकिंग देखें',
      },
      es: {
        subject: `${trip} empieza el ${start} – reserva ${ref}`,
        heading: days <= 1 ? 'Su viaje empieza mañana' : `Su viaje empieza en ${days} días`,
        paragraphs: [`Esto es lo que necesita para ${trip}, que empieza el ${start}.`],
        meeting: 'Punto de encuentro',
        leader: 'Guía del viaje',
        packing: 'Qué llevar:',
        noBriefing: 'Le enviaremos el punto de encuentro y el contacto del guía en cuanto estén decididos.',
        button: 'Ver la reserva',
      },
      fr: {
        subject: `${trip} commence le ${start} – réservation ${ref}`,
        heading: days <= 1 ? 'Votre voyage commence demain' : `Votre voyage commence dans ${days} jours`,
        paragraphs: [`Voici ce qu’il vous faut pour ${trip}, qui commence le ${start}.`],
        meeting: 'Point de rendez-vous',
        leader: 'Accompagnateur',
        packing: 'À emporter :',
        noBriefing:
          'Nous vous enverrons le point de rendez-vous et le contact de l’accompagnateur dès qu’ils seront fixés.',
        button: 'Voir la réservation',
      },
      de: {
        subject: `${trip} beginnt am ${start} – Buchung ${ref}`,
        heading: days <= 1 ? 'Ihre Reise beginnt morgen' : `Ihre Reise beginnt in ${days} Tagen`,
        paragraphs: [`Hier ist alles, was Sie für ${trip} ab dem ${start} brauchen.`],
        meeting: 'Treffpunkt',
        leader: 'Reiseleitung',
        packing: 'Was Sie einpacken sollten:',
        noBriefing: 'Den Treffpunkt und den Kontakt der Reiseleitung senden wir, sobald sie feststehen.',
        button: 'Buchung ansehen',
      },
    };
    const { meeting, leader, packing, noBriefing, button, ...text } = texts[lang];
    const { briefing } = data;
    const leaderLine = [briefing.leaderName, briefing.leaderPhone].filter(Boolean).join(', ');
    const details: Array<[string, string]> = [
      ...tripDetails(site, data, lang),
      ...(briefing.meetingPoint ? [[meeting, briefing.meetingPoint] as [string, string]] : []),
      ...(leaderLine ? [[leader, leaderLine] as [string, string]] : []),
    ];
    const packed = packingLines(briefing.packingList);
    return {
      ...text,
      paragraphs: [
        ...text.paragraphs,
        ...(!briefing.meetingPoint && !leaderLine ? [noBriefing] : []),
        ...(packed.length > 0 ? [packing, ...packed] : []),
      ],
      preheader: `${trip}, ${start}`,
      greeting: greeting(data.travellerName, lang),
      details,
      action: { label: button, url: bookingLink(data) },
    };
  });
}

/** To the traveller the day after the trip ends: how was it, with a link to the trip's review form. */
export function reviewRequestEmail(
  site: EmailSite,
  data: BookingEmailData & { reviewPath: string },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const trip = data.tripTitle;
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & { button: string }> =
      {
        en: {
          subject: `How was ${trip}?`,
          heading: 'Welcome back!',
          paragraphs: [
            `We hope you enjoyed ${trip}. Would you tell other travellers how it went?`,
            'A few lines and a rating help them choose, and help us do better.',
          ],
          button: 'Write a review',
        },
        hi: {
          subject: `${trip} कैसी रही?`,
          heading: 'वापसी पर स्वागत है!',
          paragraphs: [
            `हमें आशा है कि आपको ${trip} अच्छी लगी। क्या आप दूसरे यात्रियों को अपना अनुभव बताएँगे?`,
            'कुछ पंक्तियाँ और एक रेटिंग उन्हें चुनने में और हमें बेहतर करने में मदद करती हैं।',
          ],
          button: 'समीक्षा लिखें',
        },
        es: {
          subject: `¿Qué tal ${trip}?`,
          heading: '¡Bienvenido de vuelta!',
          paragraphs: [
            `Esperamos que haya disfrutado de ${trip}. ¿Nos cuenta cómo fue para otros viajeros?`,
            'Unas líneas y una valoración les ayudan a elegir, y a nosotros a mejorar.',
          ],
          button: 'Escribir una opinión',
        },
        fr: {
          subject: `Comment s’est passé ${trip} ?`,
          heading: 'Bon retour !',
          paragraphs: [
            `Nous espérons que ${trip} vous a plu. Voulez-vous raconter votre voyage aux autres voyageurs ?`,
            'Quelques lignes et une note les aident à choisir, et nous aident à faire mieux.',
          ],
          button: 'Écrire un avis',
        },
        de: {
          subject: `Wie war ${trip}?`,
          heading: 'Willkommen zurück!',
          paragraphs: [
            `Wir hoffen, ${trip} hat Ihnen gefallen. Erzählen Sie anderen Reisenden, wie es war?`,
            'Ein paar Zeilen und eine Bewertung helfen ihnen bei der Wahl und uns, besser zu werden.',
          ],
          button: 'Bewertung schreiben',
        },
      };
    const { button, ...text } = texts[lang];
    return {
      ...text,
      preheader: trip,
      greeting: greeting(data.travellerName, lang),
      action: { label: button, url: data.reviewPath },
    };
  });
}
