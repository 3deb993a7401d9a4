import type { ReactNode } from 'react';
import { srcSetOf } from '../catalogue/card-image';

const LAYOUTS = {
  /** Text centred over the picture, e.g. the home page's welcome. */
  centred: {
    image: 'opacity-70',
    shade: 'bg-gradient-to-b from-slate-950/30 via-slate-950/40 to-slate-950/80',
    content: 'mx-auto flex min-h-[70vh] max-w-5xl flex-col items-center justify-center gap-6 px-4 py-24 text-center',
  },
  /** Title and facts at the bottom, e.g. a trek or a destination. */
  bottom: {
    image: '',
    shade: 'bg-gradient-to-t from-slate-950/90 via-slate-950/50 to-slate-950/10',
    content:
      'mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end gap-3 px-4 pb-10 pt-24 sm:min-h-[28rem] sm:px-6',
  },
} as const;

/**
 * A band with a full-width picture behind white text, darkened by a gradient so the text stays readable.
 * `labelledBy` names the heading inside `children`.
 */
export function ImageHero({
  image,
  labelledBy,
  layout = 'bottom',
  children,
}: {
  image: string;
  labelledBy: string;
  layout?: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  const look = LAYOUTS[layout];
  return (
    <section aria-labelledby={labelledBy} className="relative isolate overflow-hidden bg-slate-900">
      <img
        src={image}
        srcSet={srcSetOf(image)}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className={`absolute inset-0 -z-10 size-full object-cover ${look.image}`}
      />
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${look.shade}`} />
      <div className={`${look.content} text-white`}>{children}</div>
    </section>
  );
}
