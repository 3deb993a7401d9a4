import { formatDate, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { EMAIL_PATHS, greeting } from './templates.ts';

type Texts = Pick<EmailContent, 'subject' | 'preheader' | 'heading' | 'paragraphs'>;

/** To the owner after a password change from the profile: every other session has been signed out. */
export function passwordChangedEmail(site: EmailSite, data: { name: string }, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const texts: Record<EmailLanguage, Texts & { button: string }> = {
      en: {
        subject: `The password of your ${site.name} account was changed`,
        preheader: 'If you did not change it, tell us at once.',
        heading: 'Your password was changed',
        paragraphs: [
          `The password of your ${site.name} account has just been changed from your profile. Every other device signed in to the account has been signed out.`,
          'If you did not make this change, choose a new password with “Forgot password” on the sign-in page and reply to this email at once.',
        ],
        button: 'Open my profile',
      },
      hi: {
        subject: `${site.name} पर आपके खाते का पासवर्ड बदला गया`,
        preheader: 'अगर यह बदलाव आपने नहीं किया है, तो तुरंत हमें बताएँ।',
        heading: 'आपका पासवर्ड बदला गया',
        paragraphs: [
          `${site.name} पर आपके खाते का पासवर्ड अभी आपकी प्रोफ़ाइल से बदला गया है। खाते में साइन इन किए गए बाकी सभी डिवाइस साइन आउट कर दिए गए हैं।`,
          'अगर यह बदलाव आपने नहीं किया है, तो साइन-इन पेज पर “पासवर्ड भूल गए” से नया पासवर्ड चुनें और तुरंत इस ईमेल का जवाब दें।',
        ],
        button: 'मेरी प्रोफ़ाइल खोलें',
      },
      es: {
        subject: `Se ha cambiado la contraseña de su cuenta de ${site.name}`,
        preheader: 'Si no la ha cambiado usted, avísenos enseguida.',
        heading: 'Se ha cambiado su contraseña',
        paragraphs: [
          `Se acaba de cambiar la contraseña de su cuenta de ${site.name} desde su perfil. Se ha cerrado la sesión en todos los demás dispositivos.`,
          'Si no ha hecho usted este cambio, elija una contraseña nueva con «¿Olvidó su contraseña?» en la página de acceso y responda a este correo de inmediato.',
        ],
        button: 'Abrir mi perfil',
      },
      fr: {
        subject: `Le mot de passe de votre compte ${site.name} a été modifié`,
        preheader: 'Si vous ne l’avez pas modifié, prévenez-nous tout de suite.',
        heading: 'Votre mot de passe a été modifié',
        paragraphs: [
          `Le mot de passe de votre compte ${site.name} vient d’être modifié depuis votre profil. Tous les autres appareils connectés au compte ont été déconnectés.`,
          'Si vous n’êtes pas à l’origine de ce changement, choisissez un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion et répondez immédiatement à cet e-mail.',
        ],
        button: 'Ouvrir mon profil',
      },
      de: {
        subject: `Das Passwort Ihres Kontos bei ${site.name} wurde geändert`,
        preheader: 'Wenn Sie das nicht waren, sagen Sie uns bitte sofort Bescheid.',
        heading: 'Ihr Passwort wurde geändert',
        paragraphs: [
          `Das Passwort Ihres Kontos bei ${site.name} wurde soeben in Ihrem Profil geändert. Alle anderen angemeldeten Geräte wurden abgemeldet.`,
          'Wenn Sie diese Änderung nicht vorgenommen haben, wählen Sie auf der Anmeldeseite mit „Passwort vergessen“ ein neues Passwort und antworten Sie bitte sofort auf diese E-Mail.',
        ],
        button: 'Mein Profil öffnen',
      },
    };
    const { button, ...text } = texts[lang];
    return { ...text, greeting: greeting(data.name, lang), action: { label: button, url: EMAIL_PATHS.profile() } };
  });
}

/**
 * To the address an account had, written before that address is erased: the account is gone, its
 * bookings are kept for the operator's accounts without the name.
 */
export function accountDeletedEmail(
  site: EmailSite,
  data: { name: string; bookingCount: number },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const kept = data.bookingCount > 0;
    const texts: Record<EmailLanguage, Texts> = {
      en: {
        subject: `Your ${site.name} account has been deleted`,
        preheader: 'Your personal data has been erased.',
        heading: 'Your account has been deleted',
        paragraphs: [
          `As you asked, your ${site.name} account has been deleted and you have been signed out everywhere. Your name, email address, phone number, address, wishlist and saved sessions have been erased; your reviews stay on the site as those of a former traveller.`,
          ...(kept
            ? [
                'The law requires us to keep the accounts of your bookings. We keep them without your name or contact details.',
              ]
            : []),
          'This is the last email we send to this address. If you did not ask for this, reply to this email.',
        ],
      },
      hi: {
        subject: `${site.name} पर आपका खाता हटा दिया गया है`,
        preheader: 'आपका निजी डेटा मिटा दिया गया है।',
        heading: 'आपका खाता हटा दिया गया है',
        paragraphs: [
          `आपके अनुरोध पर ${site.name} पर आपका खाता हटा दिया गया है और आपको हर जगह से साइन आउट कर दिया गया है। आपका नाम, ईमेल पता, फ़ोन नंबर, पता, विशलिस्ट और सहेजे गए सत्र मिटा दिए गए हैं; आपकी समीक्षाएँ साइट पर एक पूर्व यात्री की समीक्षा के रूप में बनी रहेंगी।`,
          ...(kept
            ? ['कानून के अनुसार हमें आपकी बुकिंग का लेखा-जोखा रखना होता है। हम उसे आपके नाम या संपर्क विवरण के बिना रखते हैं।']
            : []),
          'यह इस पते पर हमारा आख़िरी ईमेल है। अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल का जवाब दें।',
        ],
      },
      es: {
        subject: `Se ha eliminado su cuenta de ${site.name}`,
        preheader: 'Sus datos personales se han borrado.',
        heading: 'Se ha eliminado su cuenta',
        paragraphs: [
          `Como nos pidió, se ha eliminado su cuenta de ${site.name} y se ha cerrado su sesión en todas partes. Se han borrado su nombre, dirección de correo, teléfono, dirección postal, lista de deseos y sesiones guardadas; sus opiniones siguen en el sitio como las de un antiguo viajero.`,
          ...(kept
            ? [
                'La ley nos obliga a conservar la contabilidad de sus reservas. La conservamos sin su nombre ni sus datos de contacto.',
              ]
            : []),
          'Este es el último correo que enviamos a esta dirección. Si no lo ha pedido usted, responda a este correo.',
        ],
      },
      fr: {
        subject: `Votre compte ${site.name} a été supprimé`,
        preheader: 'Vos données personnelles ont été effacées.',
        heading: 'Votre compte a été supprimé',
        paragraphs: [
          `Comme vous l’avez demandé, votre compte ${site.name} a été supprimé et vous avez été déconnecté partout. Votre nom, votre adresse e-mail, votre téléphone, votre adresse, votre liste d’envies et vos sessions ont été effacés ; vos avis restent sur le site comme ceux d’un ancien voyageur.`,
          ...(kept
            ? [
                'La loi nous oblige à conserver la comptabilité de vos réservations. Nous la conservons sans votre nom ni vos coordonnées.',
              ]
            : []),
          'C’est le dernier e-mail que nous envoyons à cette adresse. Si vous n’avez rien demandé, répondez à cet e-mail.',
        ],
      },
      de: {
        subject: `Ihr Konto bei ${site.name} wurde gelöscht`,
        preheader: 'Ihre personenbezogenen Daten wurden gelöscht.',
        heading: 'Ihr Konto wurde gelöscht',
        paragraphs: [
          `Wie gewünscht wurde Ihr Konto bei ${site.name} gelöscht und Sie wurden überall abgemeldet. Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Anschrift, Wunschliste und gespeicherten Sitzungen wurden gelöscht; Ihre Bewertungen bleiben als die eines ehemaligen Reisenden auf der Website.`,
          ...(kept
            ? [
                'Das Gesetz verpflichtet uns, die Buchhaltung Ihrer Buchungen aufzubewahren. Wir bewahren sie ohne Ihren Namen und Ihre Kontaktdaten auf.',
              ]
            : []),
          'Dies ist die letzte E-Mail an diese Adresse. Wenn Sie das nicht veranlasst haben, antworten Sie auf diese E-Mail.',
        ],
      },
    };
    return { ...texts[lang], greeting: greeting(data.name, lang) };
  });
}

/** To a reviewer: the operator answered their review publicly. */
export function reviewReplyEmail(
  site: EmailSite,
  data: { name: string; reviewTitle: string; reviewedOn: Date; tripTitle: string; tripPath: string; reply: string },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const trip = data.tripTitle;
    const on = formatDate(data.reviewedOn.toISOString().slice(0, 10), lang);
    const texts: Record<EmailLanguage, Texts & { button: string; review: string; answer: string }> = {
      en: {
        subject: `${site.name} replied to your review of ${trip}`,
        preheader: 'Our answer is shown under your review.',
        heading: 'We replied to your review',
        paragraphs: [
          `Thank you for reviewing ${trip} on ${on}. Our answer is now shown under your review on the trip’s page.`,
        ],
        review: 'Your review',
        answer: 'Our reply',
        button: 'See the review',
      },
      hi: {
        subject: `${site.name} ने ${trip} की आपकी समीक्षा का जवाब दिया`,
        preheader: 'हमारा जवाब आपकी समीक्षा के नीचे दिखाया गया है।',
        heading: 'हमने आपकी समीक्षा का जवाब दिया',
        paragraphs: [
          `${on} को ${trip} की समीक्षा लिखने के लिए धन्यवाद। हमारा जवाब अब यात्रा के पेज पर आपकी समीक्षा के नीचे दिखाया गया है।`,
        ],
        review: 'आपकी समीक्षा',
        answer: 'हमारा जवाब',
        button: 'समीक्षा देखें',
      },
      es: {
        subject: `${site.name} ha respondido a su opinión sobre ${trip}`,
        preheader: 'Nuestra respuesta aparece bajo su opinión.',
        heading: 'Hemos respondido a su opinión',
        paragraphs: [
          `Gracias por opinar sobre ${trip} el ${on}. Nuestra respuesta aparece ahora bajo su opinión en la página del viaje.`,
        ],
        review: 'Su opinión',
        answer: 'Nuestra respuesta',
        button: 'Ver la opinión',
      },
      fr: {
        subject: `${site.name} a répondu à votre avis sur ${trip}`,
        preheader: 'Notre réponse figure sous votre avis.',
        heading: 'Nous avons répondu à votre avis',
        paragraphs: [
          `Merci pour votre avis sur ${trip}, publié le ${on}. Notre réponse figure désormais sous votre avis, sur la page du voyage.`,
        ],
        review: 'Votre avis',
        answer: 'Notre réponse',
        button: 'Voir l’avis',
      },
      de: {
        subject: `${site.name} hat auf Ihre Bewertung von ${trip} geantwortet`,
        preheader: 'Unsere Antwort steht unter Ihrer Bewertung.',
        heading: 'Wir haben auf Ihre Bewertung geantwortet',
        paragraphs: [
          `Danke für Ihre Bewertung von ${trip} vom ${on}. Unsere Antwort steht jetzt unter Ihrer Bewertung auf der Seite der Reise.`,
        ],
        review: 'Ihre Bewertung',
        answer: 'Unsere Antwort',
        button: 'Bewertung ansehen',
      },
    };
    const { button, review, answer, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.name, lang),
      details: [
        [review, data.reviewTitle],
        [answer, data.reply],
      ],
      action: { label: button, url: `${data.tripPath}#reviews` },
    };
  });
}
