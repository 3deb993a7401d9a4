import type { EmailLanguage } from '../emails/format.ts';

/** The GST words of the tax invoice and the credit note, in each site language. */
export interface GstTexts {
  taxInvoice: string;
  proforma: string;
  proformaNote: string;
  creditNote: string;
  creditNoteTitle: (number: string) => string;
  creditNoteNumber: (number: string) => string;
  againstInvoice: (number: string, date: string) => string;
  gstin: (value: string) => string;
  placeOfSupply: (state: string) => string;
  sac: (code: string) => string;
  taxableValue: string;
  cgst: (rate: string) => string;
  sgst: (rate: string) => string;
  utgst: (rate: string) => string;
  igst: (rate: string) => string;
  totalTax: string;
  totalWithTax: string;
  refund: (date: string) => string;
  refunded: string;
  creditNoteNote: string;
}

export const GST_TEXTS: Record<EmailLanguage, GstTexts> = {
  en: {
    taxInvoice: 'TAX INVOICE',
    proforma: 'PROFORMA INVOICE',
    proformaNote:
      'This is not a tax invoice: its number is given once the booking is confirmed or paid. The tax shown is at today’s rate.',
    creditNote: 'CREDIT NOTE',
    creditNoteTitle: (number) => `Credit note ${number}`,
    creditNoteNumber: (number) => `Credit note no. ${number}`,
    againstInvoice: (number, date) => `Against invoice ${number} of ${date}`,
    gstin: (value) => `GSTIN ${value}`,
    placeOfSupply: (state) => `Place of supply: ${state}`,
    sac: (code) => `SAC ${code} (tour operator services)`,
    taxableValue: 'Taxable value',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    utgst: (rate) => `UTGST @ ${rate}%`,
    igst: (rate) => `IGST @ ${rate}%`,
    totalTax: 'Total GST',
    totalWithTax: 'Total including GST',
    refund: (date) => `Refund of ${date}`,
    refunded: 'Amount refunded',
    creditNoteNote:
      'This credit note reduces the invoice by the refunded amount; the tax on it is reversed in proportion.',
  },
  hi: {
    taxInvoice: 'कर बीजक',
    proforma: 'प्रोफ़ॉर्मा बीजक',
    proformaNote: 'यह कर बीजक नहीं है: बुकिंग की पुष्टि या भुगतान होने पर इसका नंबर दिया जाता है। दिखाया गया कर आज की दर पर है।',
    creditNote: 'क्रेडिट नोट',
    creditNoteTitle: (number) => `क्रेडिट नोट ${number}`,
    creditNoteNumber: (number) => `क्रेडिट नोट सं. ${number}`,
    againstInvoice: (number, date) => `बीजक ${number} (${date}) के विरुद्ध`,
    gstin: (value) => `जीएसटीआईएन ${value}`,
    placeOfSupply: (state) => `आपूर्ति का स्थान: ${state}`,
    sac: (code) => `SAC ${code} (टूर ऑपरेटर सेवाएँ)`,
    taxableValue: 'कर योग्य मूल्य',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    utgst: (rate) => `UTGST @ ${rate}%`,
    igst: (rate) => `IGST @ ${rate}%`,
    totalTax: 'कुल जीएसटी',
    totalWithTax: 'जीएसटी सहित कुल',
    refund: (date) => `${date} की धनवापसी`,
    refunded: 'वापस की गई राशि',
    creditNoteNote: 'यह क्रेडिट नोट बीजक को वापस की गई राशि से घटाता है; उस पर लगा कर उसी अनुपात में वापस होता है।',
  },
  es: {
    taxInvoice: 'FACTURA FISCAL',
    proforma: 'FACTURA PROFORMA',
    proformaNote:
      'No es una factura fiscal: recibe su número cuando la reserva se confirma o se paga. El impuesto se calcula al tipo de hoy.',
    creditNote: 'NOTA DE CRÉDITO',
    creditNoteTitle: (number) => `Nota de crédito ${number}`,
    creditNoteNumber: (number) => `Nota de crédito n.º ${number}`,
    againstInvoice: (number, date) => `Sobre la factura ${number} del ${date}`,
    gstin: (value) => `GSTIN ${value}`,
    placeOfSupply: (state) => `Lugar de prestación: ${state}`,
    sac: (code) => `SAC ${code} (servicios de operador turístico)`,
    taxableValue: 'Base imponible',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    utgst: (rate) => `UTGST @ ${rate}%`,
    igst: (rate) => `IGST @ ${rate}%`,
    totalTax: 'GST total',
    totalWithTax: 'Total con GST',
    refund: (date) => `Reembolso del ${date}`,
    refunded: 'Importe reembolsado',
    creditNoteNote:
      'Esta nota de crédito reduce la factura en el importe reembolsado; su impuesto se revierte en la misma proporción.',
  },
  fr: {
    taxInvoice: 'FACTURE FISCALE',
    proforma: 'FACTURE PRO FORMA',
    proformaNote:
      'Ceci n’est pas une facture fiscale : elle reçoit son numéro quand la réservation est confirmée ou payée. La taxe est calculée au taux du jour.',
    creditNote: 'AVOIR',
    creditNoteTitle: (number) => `Avoir ${number}`,
    creditNoteNumber: (number) => `Avoir n° ${number}`,
    againstInvoice: (number, date) => `Sur la facture ${number} du ${date}`,
    gstin: (value) => `GSTIN ${value}`,
    placeOfSupply: (state) => `Lieu de prestation : ${state}`,
    sac: (code) => `SAC ${code} (services de voyagiste)`,
    taxableValue: 'Montant imposable',
    cgst: (rate) => `CGST @ ${rate} %`,
    sgst: (rate) => `SGST @ ${rate} %`,
    utgst: (rate) => `UTGST @ ${rate} %`,
    igst: (rate) => `IGST @ ${rate} %`,
    totalTax: 'GST totale',
    totalWithTax: 'Total GST comprise',
    refund: (date) => `Remboursement du ${date}`,
    refunded: 'Montant remboursé',
    creditNoteNote:
      'Cet avoir réduit la facture du montant remboursé ; la taxe correspondante est annulée en proportion.',
  },
  de: {
    taxInvoice: 'STEUERRECHNUNG',
    proforma: 'PROFORMA-RECHNUNG',
    proformaNote:
      'Dies ist keine Steuerrechnung: Ihre Nummer erhält sie, sobald die Buchung bestätigt oder bezahlt ist. Die Steuer ist zum heutigen Satz berechnet.',
    creditNote: 'GUTSCHRIFT',
    creditNoteTitle: (number) => `Gutschrift ${number}`,
    creditNoteNumber: (number) => `Gutschrift Nr. ${number}`,
    againstInvoice: (number, date) => `Zur Rechnung ${number} vom ${date}`,
    gstin: (value) => `GSTIN ${value}`,
    placeOfSupply: (state) => `Leistungsort: ${state}`,
    sac: (code) => `SAC ${code} (Reiseveranstalterleistungen)`,
    taxableValue: 'Steuerpflichtiger Betrag',
    cgst: (rate) => `CGST @ ${rate} %`,
    sgst: (rate) => `SGST @ ${rate} %`,
    utgst: (rate) => `UTGST @ ${rate} %`,
    igst: (rate) => `IGST @ ${rate} %`,
    totalTax: 'GST gesamt',
    totalWithTax: 'Gesamt inkl. GST',
    refund: (date) => `Erstattung vom ${date}`,
    refunded: 'Erstatteter Betrag',
    creditNoteNote:
      'Diese Gutschrift mindert die Rechnung um den erstatteten Betrag; die Steuer darauf wird anteilig storniert.',
  },
};
