/**
 * `value` without the slashes it ends with. A loop rather than `/\/+$/`, which tries again from
 * every slash of a long run and so takes the square of its length on a path like `//////…x`.
 */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end -= 1;
  return value.slice(0, end);
}
