import type { EmailLanguage } from '../emails/format.ts';

/** The traveller section of the departure manifest, in each language staff read it in. */
export interface TravellerManifestTexts {
  heading: string;
  copy: { staff: string; leader: string };
  columns: {
    reference: string;
    position: string;
    name: string;
    age: string;
    gender: string;
    nationality: string;
    id: string;
    emergency: string;
    medical: string;
  };
  pending: string;
  passenger: (position: number) => string;
  gender: Record<'female' | 'male' | 'other', string>;
  idType: Record<'aadhaar' | 'passport' | 'other', string>;
}

export const TRAVELLER_MANIFEST_TEXTS: Record<EmailLanguage, TravellerManifestTexts> = {
  en: {
    heading: 'Travellers',
    copy: { staff: 'Staff copy: includes medical notes', leader: 'Leader copy: no medical notes' },
    columns: {
      reference: 'Reference',
      position: '#',
      name: 'Traveller',
      age: 'Age',
      gender: 'Gender',
      nationality: 'Nationality',
      id: 'ID',
      emergency: 'Emergency contact',
      medical: 'Medical notes',
    },
    pending: 'Details pending',
    passenger: (position) => `Passenger ${position}`,
    gender: { female: 'Female', male: 'Male', other: 'Other' },
    idType: { aadhaar: 'Aadhaar', passport: 'Passport', other: 'Other ID' },
  },
  hi: {
    heading: 'यात्री',
    copy: { staff: 'स्टाफ़ प्रति: चिकित्सा टिप्पणियों सहित', leader: 'लीडर प्रति: चिकित्सा टिप्पणियों के बिना' },
    columns: {
      reference: 'संदर्भ',
      position: '#',
      name: 'यात्री',
      age: 'आयु',
      gender: 'लिंग',
      nationality: 'राष्ट्रीयता',
      id: 'पहचान पत्र',
      emergency: 'आपातकालीन संपर्क',
      medical: 'चिकित्सा टिप्पणियाँ',
    },
    pending: 'विवरण बाकी',
    passenger: (position) => `यात्री ${position}`,
    gender: { female: 'महिला', male: 'पुरुष', other: 'अन्य' },
    idType: { aadhaar: 'आधार', passport: 'पासपोर्ट', other: 'अन्य पहचान पत्र' },
  },
  es: {
    heading: 'Viajeros',
    copy: { staff: 'Copia del personal: con notas médicas', leader: 'Copia del guía: sin notas médicas' },
    columns: {
      reference: 'Referencia',
      position: 'N.º',
      name: 'Viajero',
      age: 'Edad',
      gender: 'Sexo',
      nationality: 'Nacionalidad',
      id: 'Documento',
      emergency: 'Contacto de emergencia',
      medical: 'Notas médicas',
    },
    pending: 'Datos pendientes',
    passenger: (position) => `Viajero ${position}`,
    gender: { female: 'Mujer', male: 'Hombre', other: 'Otro' },
    idType: { aadhaar: 'Aadhaar', passport: 'Pasaporte', other: 'Otro documento' },
  },
  fr: {
    heading: 'Voyageurs',
    copy: {
      staff: 'Exemplaire du personnel : avec notes médicales',
      leader: 'Exemplaire du guide : sans notes médicales',
    },
    columns: {
      reference: 'Référence',
      position: 'N°',
      name: 'Voyageur',
      age: 'Âge',
      gender: 'Sexe',
      nationality: 'Nationalité',
      id: "Pièce d'identité",
      emergency: "Contact d'urgence",
      medical: 'Notes médicales',
    },
    pending: 'Informations en attente',
    passenger: (position) => `Voyageur ${position}`,
    gender: { female: 'Femme', male: 'Homme', other: 'Autre' },
    idType: { aadhaar: 'Aadhaar', passport: 'Passeport', other: 'Autre pièce' },
  },
  de: {
    heading: 'Reisende',
    copy: {
      staff: 'Exemplar für das Team: mit medizinischen Hinweisen',
      leader: 'Exemplar für die Leitung: ohne medizinische Hinweise',
    },
    columns: {
      reference: 'Buchung',
      position: 'Nr.',
      name: 'Reisende(r)',
      age: 'Alter',
      gender: 'Geschlecht',
      nationality: 'Staatsangehörigkeit',
      id: 'Ausweis',
      emergency: 'Notfallkontakt',
      medical: 'Medizinische Hinweise',
    },
    pending: 'Angaben ausstehend',
    passenger: (position) => `Reisende(r) ${position}`,
    gender: { female: 'Weiblich', male: 'Männlich', other: 'Divers' },
    idType: { aadhaar: 'Aadhaar', passport: 'Reisepass', other: 'Anderer Ausweis' },
  },
};
