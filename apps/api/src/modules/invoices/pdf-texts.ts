import { formatDate, formatDateRange, formatMoney } from '../../lib/format.ts';
import { FORMAT_LOCALE, type EmailLanguage } from '../emails/format.ts';

/**
 * Amounts and dates for a document in `language`. French writes a narrow no-break space (U+202F)
 * between digit groups, which the bundled font lacks: it is set as a no-break space instead.
 */
export function pdfFormat(language: EmailLanguage) {
  const locale = FORMAT_LOCALE[language];
  const printable = (text: string) => text.replace(/\u202F/g, '\u00A0');
  return {
    money: (amount: number, currency: string) => printable(formatMoney(amount, currency, locale)),
    date: (value: Date | string, withTime = false) => printable(formatDate(value, locale, withTime)),
    range: (start: string, end?: string | null) => printable(formatDateRange(start, end, locale)),
  };
}

/** Booking, payment and departure states as the documents print them. */
const STATUS_WORDS: Record<EmailLanguage, Record<string, string>> = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    partially_paid: 'Partially paid',
    paid: 'Paid',
    refunded: 'Refunded',
    open: 'Open',
    closed: 'Closed',
    tour: 'Tour',
    trek: 'Trek',
  },
  hi: {
    pending: 'लंबित',
    confirmed: 'पुष्ट',
    cancelled: 'रद्द',
    partially_paid: 'आंशिक भुगतान',
    paid: 'भुगतान हो गया',
    refunded: 'धनवापसी हो गई',
    open: 'खुला',
    closed: 'बंद',
    tour: 'टूर',
    trek: 'ट्रेक',
  },
  es: {
    pending: 'Pendiente',
    confirmed: 'Confirmada',
    cancelled: 'Cancelada',
    partially_paid: 'Pagada en parte',
    paid: 'Pagada',
    refunded: 'Reembolsada',
    open: 'Abierta',
    closed: 'Cerrada',
    tour: 'Tour',
    trek: 'Trek',
  },
  fr: {
    pending: 'En attente',
    confirmed: 'Confirmée',
    cancelled: 'Annulée',
    partially_paid: 'Payée en partie',
    paid: 'Payée',
    refunded: 'Remboursée',
    open: 'Ouvert',
    closed: 'Fermé',
    tour: 'Circuit',
    trek: 'Trek',
  },
  de: {
    pending: 'Offen',
    confirmed: 'Bestätigt',
    cancelled: 'Storniert',
    partially_paid: 'Teilweise bezahlt',
    paid: 'Bezahlt',
    refunded: 'Erstattet',
    open: 'Offen',
    closed: 'Geschlossen',
    tour: 'Tour',
    trek: 'Trek',
  },
};

/** A stored state ('partially_paid') in `language`; an unknown one in plain words. */
export function statusWord(value: string, language: EmailLanguage): string {
  return STATUS_WORDS[language][value] ?? value.replace(/[_-]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());
}

export interface InvoiceTexts {
  title: string;
  documentTitle: (number: string) => string;
  number: (number: string) => string;
  issued: (date: string) => string;
  billedTo: string;
  booking: string;
  reference: string;
  trip: string;
  travelDates: string;
  bookingStatus: string;
  paymentStatus: string;
  description: string;
  passengers: string;
  unitPrice: string;
  amount: string;
  discount: string;
  discountCoupon: (code: string) => string;
  total: string;
  paid: string;
  balanceDue: string;
  note: (currency: string, operator: string) => string;
  customPackage: string;
}

export const INVOICE_TEXTS: Record<EmailLanguage, InvoiceTexts> = {
  en: {
    title: 'INVOICE',
    documentTitle: (number) => `Invoice ${number}`,
    number: (number) => `Invoice no. ${number}`,
    issued: (date) => `Issued ${date}`,
    billedTo: 'BILLED TO',
    booking: 'BOOKING',
    reference: 'Reference',
    trip: 'Trip',
    travelDates: 'Travel dates',
    bookingStatus: 'Booking status',
    paymentStatus: 'Payment status',
    description: 'Description',
    passengers: 'Passengers',
    unitPrice: 'Unit price',
    amount: 'Amount',
    discount: 'Discount',
    discountCoupon: (code) => `Discount (coupon ${code})`,
    total: 'Total',
    paid: 'Paid',
    balanceDue: 'Balance due',
    note: (currency, operator) => `All amounts in ${currency}. Thank you for travelling with ${operator}.`,
    customPackage: 'Custom package',
  },
  hi: {
    title: 'बीजक',
    documentTitle: (number) => `बीजक ${number}`,
    number: (number) => `बीजक संख्या ${number}`,
    issued: (date) => `जारी करने की तिथि ${date}`,
    billedTo: 'बिल प्राप्तकर्ता',
    booking: 'बुकिंग',
    reference: 'संदर्भ संख्या',
    trip: 'यात्रा',
    travelDates: 'यात्रा की तिथियाँ',
    bookingStatus: 'बुकिंग की स्थिति',
    paymentStatus: 'भुगतान की स्थिति',
    description: 'विवरण',
    passengers: 'यात्री',
    unitPrice: 'प्रति व्यक्ति मूल्य',
    amount: 'राशि',
    discount: 'छूट',
    discountCoupon: (code) => `छूट (कूपन ${code})`,
    total: 'कुल',
    paid: 'भुगतान किया गया',
    balanceDue: 'शेष देय राशि',
    note: (currency, operator) => `सभी राशियाँ ${currency} में हैं। ${operator} के साथ यात्रा करने के लिए धन्यवाद।`,
    customPackage: 'कस्टम पैकेज',
  },
  es: {
    title: 'FACTURA',
    documentTitle: (number) => `Factura ${number}`,
    number: (number) => `Factura n.º ${number}`,
    issued: (date) => `Emitida el ${date}`,
    billedTo: 'FACTURADO A',
    booking: 'RESERVA',
    reference: 'Referencia',
    trip: 'Viaje',
    travelDates: 'Fechas del viaje',
    bookingStatus: 'Estado de la reserva',
    paymentStatus: 'Estado del pago',
    description: 'Descripción',
    passengers: 'Viajeros',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    discount: 'Descuento',
    discountCoupon: (code) => `Descuento (cupón ${code})`,
    total: 'Total',
    paid: 'Pagado',
    balanceDue: 'Saldo pendiente',
    note: (currency, operator) => `Todos los importes en ${currency}. Gracias por viajar con ${operator}.`,
    customPackage: 'Paquete a medida',
  },
  fr: {
    title: 'FACTURE',
    documentTitle: (number) => `Facture ${number}`,
    number: (number) => `Facture nº ${number}`,
    issued: (date) => `Émise le ${date}`,
    billedTo: 'FACTURÉ À',
    booking: 'RÉSERVATION',
    reference: 'Référence',
    trip: 'Voyage',
    travelDates: 'Dates du voyage',
    bookingStatus: 'Statut de la réservation',
    paymentStatus: 'Statut du paiement',
    description: 'Désignation',
    passengers: 'Voyageurs',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    discount: 'Réduction',
    discountCoupon: (code) => `Réduction (code ${code})`,
    total: 'Total',
    paid: 'Payé',
    balanceDue: 'Solde dû',
    note: (currency, operator) => `Tous les montants sont en ${currency}. Merci de voyager avec ${operator}.`,
    customPackage: 'Voyage sur mesure',
  },
  de: {
    title: 'RECHNUNG',
    documentTitle: (number) => `Rechnung ${number}`,
    number: (number) => `Rechnungsnr. ${number}`,
    issued: (date) => `Ausgestellt am ${date}`,
    billedTo: 'RECHNUNGSEMPFÄNGER',
    booking: 'BUCHUNG',
    reference: 'Buchungsnummer',
    trip: 'Reise',
    travelDates: 'Reisedaten',
    bookingStatus: 'Buchungsstatus',
    paymentStatus: 'Zahlungsstatus',
    description: 'Beschreibung',
    passengers: 'Reisende',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    discount: 'Rabatt',
    discountCoupon: (code) => `Rabatt (Gutschein ${code})`,
    total: 'Gesamt',
    paid: 'Bezahlt',
    balanceDue: 'Offener Betrag',
    note: (currency, operator) => `Alle Beträge in ${currency}. Vielen Dank, dass Sie mit ${operator} reisen.`,
    customPackage: 'Individuelle Reise',
  },
};

export interface QuoteTexts {
  title: string;
  documentTitle: (number: string) => string;
  number: (number: string) => string;
  issued: (date: string) => string;
  validUntil: (date: string) => string;
  preparedFor: string;
  yourTrip: string;
  customTrip: string;
  destinations: string;
  starting: string;
  duration: string;
  durationValue: (days: number, nights: number) => string;
  travellers: string;
  hotels: string;
  stars: (stars: number) => string;
  description: string;
  perPerson: string;
  amount: string;
  lineDays: (where: string, days: number) => string;
  discount: string;
  total: string;
  dayByDay: string;
  day: (day: number, title: string) => string;
  included: string;
  notIncluded: string;
  note: (currency: string, operator: string, validUntil: string | null) => string;
}

export const QUOTE_TEXTS: Record<EmailLanguage, QuoteTexts> = {
  en: {
    title: 'QUOTE',
    documentTitle: (number) => `Quote ${number}`,
    number: (number) => `Quote no. ${number}`,
    issued: (date) => `Issued ${date}`,
    validUntil: (date) => `Valid until ${date}`,
    preparedFor: 'PREPARED FOR',
    yourTrip: 'YOUR TRIP',
    customTrip: 'Custom trip',
    destinations: 'Destinations',
    starting: 'Starting',
    duration: 'Duration',
    durationValue: (days, nights) => `${days} days / ${nights} nights`,
    travellers: 'Travellers',
    hotels: 'Hotels',
    stars: (stars) => `${stars} star`,
    description: 'Description',
    perPerson: 'Per person',
    amount: 'Amount',
    lineDays: (where, days) => `${where}, ${days} days`,
    discount: 'Discount',
    total: 'Total',
    dayByDay: 'DAY BY DAY',
    day: (day, title) => `Day ${day}: ${title}`,
    included: 'INCLUDED',
    notIncluded: 'NOT INCLUDED',
    note: (currency, operator, until) =>
      `All amounts in ${currency}.${until ? ` This quote is valid until ${until}.` : ''} Thank you for planning your trip with ${operator}.`,
  },
  hi: {
    title: 'कोटेशन',
    documentTitle: (number) => `कोटेशन ${number}`,
    number: (number) => `कोटेशन संख्या ${number}`,
    issued: (date) => `जारी करने की तिथि ${date}`,
    validUntil: (date) => `${date} तक मान्य`,
    preparedFor: 'किसके लिए',
    yourTrip: 'आपकी यात्रा',
    customTrip: 'कस्टम यात्रा',
    destinations: 'गंतव्य',
    starting: 'प्रारंभ',
    duration: 'अवधि',
    durationValue: (days, nights) => `${days} दिन / ${nights} रातें`,
    travellers: 'यात्री',
    hotels: 'होटल',
    stars: (stars) => `${stars}-स्टार`,
    description: 'विवरण',
    perPerson: 'प्रति व्यक्ति',
    amount: 'राशि',
    lineDays: (where, days) => `${where}, ${days} दिन`,
    discount: 'छूट',
    total: 'कुल',
    dayByDay: 'दिन-प्रतिदिन',
    day: (day, title) => `दिन ${day}: ${title}`,
    included: 'शामिल',
    notIncluded: 'शामिल नहीं',
    note: (currency, operator, until) =>
      `सभी राशियाँ ${currency} में हैं।${until ? ` यह कोटेशन ${until} तक मान्य है।` : ''} ${operator} के साथ अपनी यात्रा की योजना बनाने के लिए धन्यवाद।`,
  },
  es: {
    title: 'PRESUPUESTO',
    documentTitle: (number) => `Presupuesto ${number}`,
    number: (number) => `Presupuesto n.º ${number}`,
    issued: (date) => `Emitido el ${date}`,
    validUntil: (date) => `Válido hasta el ${date}`,
    preparedFor: 'PREPARADO PARA',
    yourTrip: 'SU VIAJE',
    customTrip: 'Viaje a medida',
    destinations: 'Destinos',
    starting: 'Inicio',
    duration: 'Duración',
    durationValue: (days, nights) => `${days} días / ${nights} noches`,
    travellers: 'Viajeros',
    hotels: 'Hoteles',
    stars: (stars) => `${stars} estrellas`,
    description: 'Descripción',
    perPerson: 'Por persona',
    amount: 'Importe',
    lineDays: (where, days) => `${where}, ${days} días`,
    discount: 'Descuento',
    total: 'Total',
    dayByDay: 'DÍA A DÍA',
    day: (day, title) => `Día ${day}: ${title}`,
    included: 'INCLUYE',
    notIncluded: 'NO INCLUYE',
    note: (currency, operator, until) =>
      `Todos los importes en ${currency}.${until ? ` Este presupuesto es válido hasta el ${until}.` : ''} Gracias por planificar su viaje con ${operator}.`,
  },
  fr: {
    title: 'DEVIS',
    documentTitle: (number) => `Devis ${number}`,
    number: (number) => `Devis nº ${number}`,
    issued: (date) => `Émis le ${date}`,
    validUntil: (date) => `Valable jusqu’au ${date}`,
    preparedFor: 'ÉTABLI POUR',
    yourTrip: 'VOTRE VOYAGE',
    customTrip: 'Voyage sur mesure',
    destinations: 'Destinations',
    starting: 'Départ',
    duration: 'Durée',
    durationValue: (days, nights) => `${days} jours / ${nights} nuits`,
    travellers: 'Voyageurs',
    hotels: 'Hôtels',
    stars: (stars) => `${stars} étoiles`,
    description: 'Désignation',
    perPerson: 'Par personne',
    amount: 'Montant',
    lineDays: (where, days) => `${where}, ${days} jours`,
    discount: 'Réduction',
    total: 'Total',
    dayByDay: 'JOUR PAR JOUR',
    day: (day, title) => `Jour ${day} : ${title}`,
    included: 'INCLUS',
    notIncluded: 'NON INCLUS',
    note: (currency, operator, until) =>
      `Tous les montants sont en ${currency}.${until ? ` Ce devis est valable jusqu’au ${until}.` : ''} Merci de préparer votre voyage avec ${operator}.`,
  },
  de: {
    title: 'ANGEBOT',
    documentTitle: (number) => `Angebot ${number}`,
    number: (number) => `Angebotsnr. ${number}`,
    issued: (date) => `Ausgestellt am ${date}`,
    validUntil: (date) => `Gültig bis ${date}`,
    preparedFor: 'ERSTELLT FÜR',
    yourTrip: 'IHRE REISE',
    customTrip: 'Individuelle Reise',
    destinations: 'Reiseziele',
    starting: 'Beginn',
    duration: 'Dauer',
    durationValue: (days, nights) => `${days} Tage / ${nights} Nächte`,
    travellers: 'Reisende',
    hotels: 'Hotels',
    stars: (stars) => `${stars} Sterne`,
    description: 'Beschreibung',
    perPerson: 'Pro Person',
    amount: 'Betrag',
    lineDays: (where, days) => `${where}, ${days} Tage`,
    discount: 'Rabatt',
    total: 'Gesamt',
    dayByDay: 'TAG FÜR TAG',
    day: (day, title) => `Tag ${day}: ${title}`,
    included: 'INBEGRIFFEN',
    notIncluded: 'NICHT INBEGRIFFEN',
    note: (currency, operator, until) =>
      `Alle Beträge in ${currency}.${until ? ` Dieses Angebot ist gültig bis ${until}.` : ''} Vielen Dank, dass Sie Ihre Reise mit ${operator} planen.`,
  },
};

export interface ManifestTexts {
  documentTitle: (trip: string, date: string) => string;
  heading: (trip: string) => string;
  dates: string;
  kind: string;
  leader: string;
  seats: string;
  seatsValue: (booked: number, total: number, left: number) => string;
  status: string;
  bookings: string;
  columns: {
    reference: string;
    lead: string;
    contact: string;
    pax: string;
    requests: string;
    status: string;
    payment: string;
    balance: string;
  };
  none: string;
  totalPassengers: (count: number) => string;
  printed: (date: string) => string;
  page: (page: number, of: number) => string;
}

export const MANIFEST_TEXTS: Record<EmailLanguage, ManifestTexts> = {
  en: {
    documentTitle: (trip, date) => `Manifest ${trip} ${date}`,
    heading: (trip) => `Departure manifest: ${trip}`,
    dates: 'Dates',
    kind: 'Kind',
    leader: 'Trek leader',
    seats: 'Seats',
    seatsValue: (booked, total, left) => `${booked} booked of ${total} (${left} left)`,
    status: 'Status',
    bookings: 'Bookings',
    columns: {
      reference: 'Reference',
      lead: 'Lead traveller',
      contact: 'Contact',
      pax: 'Pax',
      requests: 'Special requests',
      status: 'Status',
      payment: 'Payment',
      balance: 'Balance due',
    },
    none: 'No pending or confirmed bookings.',
    totalPassengers: (count) => `Passengers in total: ${count}`,
    printed: (date) => `Printed ${date}`,
    page: (page, of) => `Page ${page} of ${of}`,
  },
  hi: {
    documentTitle: (trip, date) => `यात्री सूची ${trip} ${date}`,
    heading: (trip) => `प्रस्थान की यात्री सूची: ${trip}`,
    dates: 'तिथियाँ',
    kind: 'प्रकार',
    leader: 'ट्रेक लीडर',
    seats: 'सीटें',
    seatsValue: (booked, total, left) => `${total} में से ${booked} बुक (${left} बाकी)`,
    status: 'स्थिति',
    bookings: 'बुकिंग',
    columns: {
      reference: 'संदर्भ',
      lead: 'मुख्य यात्री',
      contact: 'संपर्क',
      pax: 'यात्री',
      requests: 'विशेष अनुरोध',
      status: 'स्थिति',
      payment: 'भुगतान',
      balance: 'शेष देय',
    },
    none: 'कोई लंबित या पुष्ट बुकिंग नहीं।',
    totalPassengers: (count) => `कुल यात्री: ${count}`,
    printed: (date) => `मुद्रित ${date}`,
    page: (page, of) => `पृष्ठ ${page} / ${of}`,
  },
  es: {
    documentTitle: (trip, date) => `Lista de pasajeros ${trip} ${date}`,
    heading: (trip) => `Lista de pasajeros de la salida: ${trip}`,
    dates: 'Fechas',
    kind: 'Tipo',
    leader: 'Jefe de trek',
    seats: 'Plazas',
    seatsValue: (booked, total, left) => `${booked} reservadas de ${total} (quedan ${left})`,
    status: 'Estado',
    bookings: 'Reservas',
    columns: {
      reference: 'Referencia',
      lead: 'Viajero principal',
      contact: 'Contacto',
      pax: 'Pers.',
      requests: 'Peticiones especiales',
      status: 'Estado',
      payment: 'Pago',
      balance: 'Saldo pendiente',
    },
    none: 'No hay reservas pendientes ni confirmadas.',
    totalPassengers: (count) => `Viajeros en total: ${count}`,
    printed: (date) => `Impreso el ${date}`,
    page: (page, of) => `Página ${page} de ${of}`,
  },
  fr: {
    documentTitle: (trip, date) => `Liste des participants ${trip} ${date}`,
    heading: (trip) => `Liste des participants du départ : ${trip}`,
    dates: 'Dates',
    kind: 'Type',
    leader: 'Chef de trek',
    seats: 'Places',
    seatsValue: (booked, total, left) => `${booked} réservées sur ${total} (${left} restantes)`,
    status: 'Statut',
    bookings: 'Réservations',
    columns: {
      reference: 'Référence',
      lead: 'Voyageur principal',
      contact: 'Contact',
      pax: 'Pers.',
      requests: 'Demandes particulières',
      status: 'Statut',
      payment: 'Paiement',
      balance: 'Solde dû',
    },
    none: 'Aucune réservation en attente ou confirmée.',
    totalPassengers: (count) => `Total des voyageurs : ${count}`,
    printed: (date) => `Imprimé le ${date}`,
    page: (page, of) => `Page ${page} sur ${of}`,
  },
  de: {
    documentTitle: (trip, date) => `Teilnehmerliste ${trip} ${date}`,
    heading: (trip) => `Teilnehmerliste des Termins: ${trip}`,
    dates: 'Reisedaten',
    kind: 'Art',
    leader: 'Trekkingleiter',
    seats: 'Plätze',
    seatsValue: (booked, total, left) => `${booked} von ${total} gebucht (${left} frei)`,
    status: 'Status',
    bookings: 'Buchungen',
    columns: {
      reference: 'Buchungsnr.',
      lead: 'Hauptreisende(r)',
      contact: 'Kontakt',
      pax: 'Pers.',
      requests: 'Besondere Wünsche',
      status: 'Status',
      payment: 'Zahlung',
      balance: 'Offener Betrag',
    },
    none: 'Keine offenen oder bestätigten Buchungen.',
    totalPassengers: (count) => `Reisende insgesamt: ${count}`,
    printed: (date) => `Gedruckt am ${date}`,
    page: (page, of) => `Seite ${page} von ${of}`,
  },
};
