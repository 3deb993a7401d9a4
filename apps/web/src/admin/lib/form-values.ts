/** A blank number box is null; anything else a number (a non-number fails validation). */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
