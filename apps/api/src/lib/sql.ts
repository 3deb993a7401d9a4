/** `%text%` for ILIKE, where `%`, `_` and `\` of a user's text match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
