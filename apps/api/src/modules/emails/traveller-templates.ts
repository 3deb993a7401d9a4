import { formatDate, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { greeting, tripDetails, type BookingEmailData } from './templates.ts';

/** The traveller details form of a booking on the site. */
export const travellerDetailsPath = (bookingId: number | string) =>
  `/bookings/${encodeURIComponent(String(bookingId))}/travellers`;

/**
 * To the lead traveller, once, three days before the traveller details of a trek are due: who still
 * needs to be named, by when, and a link to the form.
 */
export function travellerDetailsReminderEmail(
  site: EmailSite,
  data: BookingEmailData & { dueDate: string; missing: number },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const due = formatDate(data.dueDate, lang);
    const ref = data.reference;
    const trip = data.tripTitle;
    const missing = data.missing;
    const texts: Record<
      EmailLanguage,
      Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & { label: string; button: string }
    > = {
      en: {
        subject: `Traveller details due by ${due} – booking ${ref}`,
        heading: 'Tell us who is coming',
        paragraphs: [
          `For ${trip} we need the details of every traveller (name as on ID, date of birth, ID and an emergency contact) by ${due}.`,
          missing === 1 ? 'One traveller is still missing.' : `${missing} travellers are still missing.`,
          'It takes a few minutes with the button below.',
        ],
        label: 'Details due by',
        button: 'Add traveller details',
      },
      hi: {
        subject: `यात्रियों का विवरण ${due} तक – बुकिंग ${ref}`,
        heading: 'हमें बताइए कौन आ रहा है',
        paragraphs: [
          `${trip} के लिए हमें ${due} तक हर यात्री का विवरण चाहिए (पहचान पत्र जैसा नाम, जन्म तिथि, पहचान पत्र और आपातकालीन संपर्क)।`,
          `${missing} यात्री का विवरण अभी बाकी है।`,
          'नीचे दिए गए बटन से इसमें कुछ ही मिनट लगते हैं।',
        ],
        label: 'विवरण की अंतिम तिथि',
        button: 'यात्रियों का विवरण जोड़ें',
      },
      es: {
        subject: `Datos de los viajeros antes del ${due} – reserva ${ref}`,
        heading: 'Díganos quién viaja',
        paragraphs: [
          `Para ${trip} necesitamos los datos de cada viajero (nombre como en el documento, fecha de nacimiento, documento y un contacto de emergencia) antes del ${due}.`,
          missing === 1 ? 'Falta todavía un viajero.' : `Faltan todavía ${missing} viajeros.`,
          'Se hace en unos minutos con el botón de abajo.',
        ],
        label: 'Datos antes del',
        button: 'Añadir datos de los viajeros',
      },
      fr: {
        subject: `Informations des voyageurs à fournir avant le ${due} – réservation ${ref}`,
        heading: 'Dites-nous qui vient',
        paragraphs: [
          `Pour ${trip}, il nous faut les informations de chaque voyageur (nom comme sur la pièce d'identité, date de naissance, pièce d'identité et contact d'urgence) avant le ${due}.`,
          missing === 1 ? 'Il manque encore un voyageur.' : `Il manque encore ${missing} voyageurs.`,
          'Cela prend quelques minutes avec le bouton ci-dessous.',
        ],
        label: 'Informations avant le',
        button: 'Ajouter les informations des voyageurs',
      },
      de: {
        subject: `Angaben zu den Reisenden bis ${due} – Buchung ${ref}`,
        heading: 'Sagen Sie uns, wer mitkommt',
        paragraphs: [
          `Für ${trip} brauchen wir bis zum ${due} die Angaben aller Reisenden (Name wie im Ausweis, Geburtsdatum, Ausweis und einen Notfallkontakt).`,
          missing === 1 ? 'Eine Person fehlt noch.' : `${missing} Personen fehlen noch.`,
          'Mit der Schaltfläche unten dauert es nur wenige Minuten.',
        ],
        label: 'Angaben bis',
        button: 'Angaben zu den Reisenden ergänzen',
      },
    };
    const { label, button, ...text } = texts[lang];
    return {
      ...text,
      preheader: `${trip}, ${due}`,
      greeting: greeting(data.travellerName, lang),
      details: [...tripDetails(site, data, lang), [label, due]],
      action: { label: button, url: travellerDetailsPath(data.bookingId ?? '') },
    };
  });
}
