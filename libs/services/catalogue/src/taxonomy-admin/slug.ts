/** A url_path made from a name: lower-case ASCII letters and digits joined by single hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 62)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `group-${slug || 'x'}`;
}
