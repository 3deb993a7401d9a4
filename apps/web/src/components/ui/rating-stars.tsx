import type { CSSProperties } from 'react';

/**
 * Five stars filled to the rating (halves rounded), with the value read out for screen readers.
 * One element: the stars are a CSS mask over a two-colour fill (`.rating-stars` in index.css), so a
 * page of cards does not carry five SVG icons for every rating. The fill stops after the last whole
 * star and its gap, plus half a star for a half.
 */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  const whole = Math.floor(filled);
  const style = { '--rating-fill': `${whole * 1.125 + (filled - whole)}rem` } as CSSProperties;
  return <span role="img" aria-label={label} className="rating-stars" style={style} />;
}
