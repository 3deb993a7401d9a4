import sanitizeHtml from 'sanitize-html';
import { BLOG_LIMITS } from '@trails/contracts/blog-constants';

/**
 * The one allow-list for rich text that anyone writes (travellers' submissions and the back office's
 * editor). It mirrors what the editor produces (Tiptap's StarterKit with its Link, plus Image):
 * headings, paragraphs, lists (an ordered one with its start and type), links, blockquotes, bold,
 * italic, underline, strike, inline code and code blocks (their `language-*` class), rules, line
 * breaks, and images. Everything else is
 * removed with its attributes: no script, style, iframe, event handler or javascript: URL survives.
 */
export const RICH_TEXT_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style bodies go with their tags; the text of any other removed tag stays.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // A link someone else wrote never gets the page's authority or a handle on the window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer nofollow ugc',
        ...(attribs.target ? { target: '_blank' } : {}),
      },
    }),
    b: 'strong',
    i: 'em',
  },
};

/** HTML reduced to the allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_ALLOW_LIST).trim();
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const isLetter = (char: string | undefined) => char !== undefined && /^[a-z]$/i.test(char);
const isLetterOrDigit = (char: string | undefined) => char !== undefined && /^[a-z0-9]$/i.test(char);
const isSpace = (char: string | undefined) => char !== undefined && /^\s$/.test(char);

/**
 * Does this text hold any HTML element (as opposed to plain text with paragraphs)? The same test as
 * `/<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i`, made in one pass: that expression looks for a `>` again
 * from every `<`, so a body of `<a ` repeated costs the square of its length. `steps` counts the
 * characters looked at, at most about twice the length.
 */
export function scanForHtmlTag(value: string): { found: boolean; steps: number } {
  let steps = 0;
  for (let open = value.indexOf('<'); open !== -1; open = value.indexOf('<', open + 1)) {
    let at = open + 1;
    if (value[at] === '/') at += 1;
    steps += at - open;
    if (!isLetter(value[at])) continue;
    while (isLetterOrDigit(value[at])) {
      at += 1;
      steps += 1;
    }
    const next = value[at];
    if (next === '>' || (next === '/' && value[at + 1] === '>')) return { found: true, steps };
    if (isSpace(next)) {
      // Attributes run to the first `>`: one exists after here, or none does after any later `<`.
      const close = value.indexOf('>', at);
      return { found: close !== -1, steps: steps + (close === -1 ? value.length : close) - at };
    }
  }
  return { found: false, steps: steps + value.length };
}

/** Does this text hold any HTML element (as opposed to plain text with paragraphs)? */
const looksLikeHtml = (value: string) => scanForHtmlTag(value).found;

/**
 * What a writer sends, as safe HTML: HTML is sanitised; plain text (a text area) becomes
 * paragraphs at blank lines and line breaks at single ones.
 */
export function richTextFromInput(input: string): string {
  if (looksLikeHtml(input)) return sanitizeRichText(input);
  const paragraphs = input
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br />')}</p>`);
  return sanitizeRichText(paragraphs.join('\n'));
}

/** The words of an HTML text, tags removed and entities read. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style'] })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read, at BLOG_LIMITS.wordsPerMinute words a minute; at least one. */
export function readTimeOf(html: string): number {
  const words = plainTextOf(html)
    .split(' ')
    .filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));
}
