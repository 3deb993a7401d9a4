import { DEFAULT_LOCALE } from '@trails/contracts/constants';
import { localePath, SITE_PAGE_PATHS } from '@trails/contracts/site-pages';
import { emailLanguage, escapeHtml, type EmailLanguage } from './format.ts';
import { absoluteUrl, type EmailSite } from './site.ts';

/** A rendered email, ready for enqueueEmail. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * What a template says, as plain strings. The layout escapes every one of them, so no template
 * ever writes HTML itself and no value can inject markup.
 */
export interface EmailContent {
  subject: string;
  /** The line mail clients show beside the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  details?: Array<[label: string, value: string]>;
  /** A button; its URL must be absolute (built from the site's base URL). */
  action?: { label: string; url: string };
  closing?: string[];
  /**
   * Rich content written in the back office (a newsletter), shown after the greeting. It must
   * already be sanitised with lib/html.ts; it is the one part the layout does not escape.
   */
  sanitizedHtml?: { html: string; text: string };
  /** A newsletter's footer: why it came, and the (absolute) link that stops them. */
  unsubscribe?: { reason: string; label: string; url: string };
}

const FOOTER: Record<EmailLanguage, (site: string) => string> = {
  en: (site) => `You are receiving this email because of a booking or an account on ${site}.`,
  hi: (site) => `यह ईमेल आपको ${site} पर की गई बुकिंग या आपके खाते के कारण भेजा गया है।`,
  es: (site) => `Recibe este correo por una reserva o una cuenta en ${site}.`,
  fr: (site) => `Vous recevez cet e-mail en raison d’une réservation ou d’un compte sur ${site}.`,
  de: (site) => `Sie erhalten diese E-Mail aufgrund einer Buchung oder eines Kontos bei ${site}.`,
};
const SIGN_OFF: Record<EmailLanguage, (site: string) => string> = {
  en: (site) => `Warm regards,\nThe ${site} team`,
  hi: (site) => `शुभकामनाओं सहित,\n${site} टीम`,
  es: (site) => `Un cordial saludo,\nEl equipo de ${site}`,
  fr: (site) => `Bien cordialement,\nL’équipe ${site}`,
  de: (site) => `Mit freundlichen Grüßen\nIhr Team von ${site}`,
};

const FONT = `font-family:'Noto Sans','Noto Sans Devanagari',Mangal,'Nirmala UI',Arial,Helvetica,sans-serif`;
const brand = '#0f5132';

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.6;color:#1f2933">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The public site's page addresses (`/trek/:id` → `^/trek/[^/]+$`). */
const PAGE_PATTERNS = SITE_PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/**
 * A link to one of the public site's pages, in the email's language: `/trek/x` is `/hi/trek/x` in
 * a Hindi email. The back office (/admin), the API and anything that is not a page stay as they are.
 */
export function pageLink(language: EmailLanguage, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return PAGE_PATTERNS.some((pattern) => pattern.test(path)) ? localePath(language, url) : url;
}

function header(site: EmailSite, language: EmailLanguage): string {
  const homePath = language === DEFAULT_LOCALE ? '' : localePath(language, '/');
  const home = escapeHtml(site.baseUrl ? `${site.baseUrl}${homePath}` : '#');
  const inner = site.logoUrl
    ? `<img src="${escapeHtml(site.logoUrl)}" alt="${escapeHtml(site.name)}" height="40" style="display:block;height:40px;max-width:220px;border:0">`
    : `<span style="${FONT};font-size:22px;font-weight:700;color:${brand}">${escapeHtml(site.name)}</span>`;
  return `<a href="${home}" style="text-decoration:none">${inner}</a>`;
}

function detailsTable(details: Array<[string, string]>): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px 8px 0;${FONT};font-size:14px;color:#52606d;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 0;${FONT};font-size:14px;color:#1f2933;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb">${rows}</table>`;
}

function button(action: { label: string; url: string }): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 24px"><tr><td style="border-radius:6px;background:${brand}">` +
    `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>` +
    `</td></tr></table>`
  );
}

function contactLine(site: EmailSite): string[] {
  return [site.contactEmail, site.contactPhone, site.contactAddress].filter((part) => part.trim() !== '');
}

export function renderEmail(site: EmailSite, language: EmailLanguage, content: EmailContent): RenderedEmail {
  const action = content.action
    ? { ...content.action, url: absoluteUrl(site.baseUrl, pageLink(language, content.action.url)) }
    : null;
  const contacts = contactLine(site);
  const unsubscribe = content.unsubscribe;
  const footer = unsubscribe
    ? `${escapeHtml(unsubscribe.reason)}<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#52606d">${escapeHtml(unsubscribe.label)}</a>`
    : escapeHtml(FOOTER[language](site.name));
  const body = [
    `<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.3;color:#1f2933">${escapeHtml(content.heading)}</h1>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    content.sanitizedHtml
      ? `<div style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.6;color:#1f2933">${content.sanitizedHtml.html}</div>`
      : '',
    content.details?.length ? detailsTable(content.details) : '',
    action?.url ? button({ label: action.label, url: action.url }) : '',
    ...(content.closing ?? []).map(paragraph),
    paragraph(SIGN_OFF[language](site.name)),
  ].join('');

  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px;border-bottom:3px solid ${brand}">${header(site, language)}</td></tr>
<tr><td style="padding:24px">${body}</td></tr>
<tr><td style="padding:16px 24px 24px;${FONT};font-size:12px;line-height:1.5;color:#7b8794;border-top:1px solid #e4e7eb">
${escapeHtml(site.name)}${contacts.length ? `<br>${contacts.map((part) => escapeHtml(part)).join(' · ')}` : ''}<br>${footer}
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;

  const text = [
    site.name,
    '',
    content.heading,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.sanitizedHtml ? [content.sanitizedHtml.text, ''] : []),
    ...(content.details?.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(action?.url ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((line) => [line, '']),
    SIGN_OFF[language](site.name),
    '',
    '--',
    site.name,
    ...(contacts.length ? [contacts.join(' · ')] : []),
    ...(unsubscribe ? [unsubscribe.reason, `${unsubscribe.label}: ${unsubscribe.url}`] : [FOOTER[language](site.name)]),
  ].join('\n');

  // A subject is one header line, whatever the values in it held.
  return { subject: content.subject.replace(/\s+/g, ' ').trim(), html, text };
}

/** Renders a template in the site language that `language` names (English when it names none). */
export function renderInLanguage(
  site: EmailSite,
  language: string | null | undefined,
  write: (language: EmailLanguage) => EmailContent,
): RenderedEmail {
  const resolved = emailLanguage(language);
  return renderEmail(site, resolved, write(resolved));
}
