/**
 * URL slug from a name: lowercase, runs of anything but a-z and 0-9 become one hyphen,
 * no leading or trailing hyphen. Accented Latin letters lose their accents first.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
