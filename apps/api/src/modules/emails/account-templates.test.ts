import { describe, expect, it } from 'vitest';
import { accountDeletedEmail, passwordChangedEmail, reviewReplyEmail } from './account-templates.ts';
import type { EmailSite } from './site.ts';

const site: EmailSite = {
  name: 'Himalaya Trails',
  logoUrl: null,
  contactEmail: 'hello@trails.example',
  contactPhone: '+91 98100 00000',
  contactAddress: 'Mall Road, Manali',
  currency: 'INR',
  baseUrl: 'https://trails.example',
};

const templates = {
  passwordChangedEmail: (lang: string) => passwordChangedEmail(site, { name: 'Asha' }, lang),
  accountDeletedEmail: (lang: string) => accountDeletedEmail(site, { name: 'Asha', bookingCount: 2 }, lang),
  reviewReplyEmail: (lang: string) =>
    reviewReplyEmail(
      site,
      {
        name: 'Asha',
        reviewTitle: 'Snow at the pass',
        reviewedOn: new Date('2026-06-20T08:00:00Z'),
        tripTitle: 'Hampta Pass Trek',
        tripPath: '/trek/hampta-pass-trek',
        reply: 'Thank you <Asha>',
      },
      lang,
    ),
};

describe('account and review reply emails', () => {
  it('are written in all five languages, with no English left in the other four', () => {
    const english = /\b(Dear|Your password|Your account|We replied|Thank you for|If you did not|has been)\b/;
    for (const [name, render] of Object.entries(templates)) {
      const en = render('en');
      expect(en.html, name).toContain('<html lang="en">');
      for (const language of ['hi', 'es', 'fr', 'de']) {
        const email = render(language);
        expect(email.html, `${name} ${language}`).toContain(`<html lang="${language}">`);
        expect(email.subject, `${name} ${language}`).not.toBe(en.subject);
        expect(email.text, `${name} ${language}`).not.toMatch(english);
      }
    }
  });

  it('link the reply to the trip’s reviews on the base URL and escape the reply', () => {
    const email = templates.reviewReplyEmail('en');
    expect(email.html).toContain('https://trails.example/trek/hampta-pass-trek#reviews');
    expect(email.html).toContain('Thank you &lt;Asha&gt;');
    expect(email.html).not.toContain('<Asha>');
  });

  it('say the bookings are kept only when there are some', () => {
    expect(templates.accountDeletedEmail('en').text).toContain('accounts of your bookings');
    expect(accountDeletedEmail(site, { name: 'Asha', bookingCount: 0 }, 'en').text).not.toContain('bookings');
  });
});
