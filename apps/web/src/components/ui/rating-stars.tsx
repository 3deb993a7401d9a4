import { Star } from 'lucide-react';

/** Five stars filled to the rating (halves rounded), with the value read out for screen readers. */
export function RatingStars({ rating, label, size = 'size-4' }: { rating: number; label: string; size?: string }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`${size} ${
            star <= filled ? 'fill-amber-400 text-amber-400' : star - 0.5 === filled ? 'fill-amber-200 text-amber-400' : 'text-slate-300 dark:text-slate-600'
          }`}
        />
      ))}
    </span>
  );
}
