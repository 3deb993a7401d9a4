/** A grey placeholder block that pulses while content loads (still when motion is reduced). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton ${className}`} />;
}

/** The shape of a catalogue card while it loads. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="card-placeholder">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-8 w-1/3" />
      </div>
    </div>
  );
}

/** A grid of card skeletons with one announcement for screen readers. */
export function CardGridSkeleton({
  count = 6,
  label,
  className = '',
}: {
  count?: number;
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className || 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}
