/** The head tags of a page as first served: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export interface PageMeta {
  title: string;
  description: string;
  /** `<meta name="keywords">`, as the public site spec sets it: the trip's category and the like. */
  keywords?: (string | null | undefined)[];
  canonicalUrl: string;
  imageUrl: string;
  siteName: string;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  jsonLd?: object[];
  /** Open Graph article tags (type 'article'). */
  article?: ArticleMeta;
  lang?: string;
  /**
   * The public settings, as `GET /api/settings` answers them: put into the page as JSON
   * (`#initial-settings`) so the web app's first render needs no round trip for them.
   */
  settings?: object;
  /**
   * The picture the page shows largest in its first view, as its `<img src>` names it: preloaded
   * from the head, so the browser fetches it with the stylesheet instead of after the scripts.
   */
  heroImage?: string;
  /** The same page in every language (`hreflang` en, hi, es, fr, de and x-default), absolute URLs. */
  alternates?: { hreflang: string; href: string }[];
  /** `og:locale` (`hi_IN`), and the other languages' as `og:locale:alternate`. */
  ogLocale?: { locale: string; alternates: string[] };
}

export interface ArticleMeta {
  publishedTime?: string | null;
  modifiedTime?: string | null;
  author?: string;
  section?: string | null;
  tags?: string[];
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
export function jsonForScript(value: object): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** Keywords without blanks or repeats (whatever their case), in order. */
export function keywordList(words: PageMeta['keywords'] = []): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const word of words) {
    const trimmed = word?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    list.push(trimmed);
  }
  return list;
}

export function headTags(meta: PageMeta): string {
  const e = escapeHtml;
  const keywords = keywordList(meta.keywords);
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    ...(keywords.length ? [`<meta name="keywords" content="${e(keywords.join(', '))}" />`] : []),
    `<link rel="canonical" href="${e(meta.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${e(meta.siteName)}" />`,
    `<meta property="og:type" content="${e(meta.type ?? 'website')}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.canonicalUrl)}" />`,
    `<meta property="og:image" content="${e(meta.imageUrl)}" />`,
    ...(meta.ogLocale
      ? [
          `<meta property="og:locale" content="${e(meta.ogLocale.locale)}" />`,
          ...meta.ogLocale.alternates.map((other) => `<meta property="og:locale:alternate" content="${e(other)}" />`),
        ]
      : []),
    ...(meta.alternates ?? []).map(
      (link) => `<link rel="alternate" hreflang="${e(link.hreflang)}" href="${e(link.href)}" />`,
    ),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.imageUrl)}" />`,
  ];
  if (meta.article) {
    const { publishedTime, modifiedTime, author, section, tags: articleTags = [] } = meta.article;
    const property = (name: string, value: string | null | undefined) => {
      if (value) tags.push(`<meta property="article:${name}" content="${e(value)}" />`);
    };
    property('published_time', publishedTime);
    property('modified_time', modifiedTime);
    property('author', author);
    property('section', section);
    for (const tag of articleTags) property('tag', tag);
  }
  if (meta.heroImage) tags.push(`<link rel="preload" as="image" href="${e(meta.heroImage)}" fetchpriority="high" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  for (const block of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  if (meta.settings) {
    tags.push(`<script type="application/json" id="initial-settings">${jsonForScript(meta.settings)}</script>`);
  }
  return tags.join('\n    ');
}

/** Put the page's head tags into the built index.html, replacing its default <title>. */
export function renderHtml(template: string, meta: PageMeta): string {
  // Replacer functions, so a `$&` or `$'` in a value is not read as a replacement pattern.
  const withHead = template.replace(/<title>[\s\S]*?<\/title>/, () => headTags(meta));
  return meta.lang ? withHead.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(meta.lang!)}"`) : withHead;
}
