import { iconSymbolId, useIconSymbol, type IconDrawing, type IconNode } from './icon-sprite';

/**
 * The line icons a catalogue card repeats (lucide's drawings: map-pin, clock, mountain, arrow-right,
 * calendar-days, user, git-compare-arrows; an itinerary's and a review's), drawn with their stroke set once in CSS (`.line-icon`
 * in index.css) instead of eight attributes per icon: a list page repeats them on every card.
 * Each drawing is in the page once, in the icon sprite (icon-sprite.ts); the icon points at it.
 * Decorative: hidden from screen readers, like the text beside them says what they show.
 */
const DRAWINGS = {
  'map-pin': [
    [
      'path',
      { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' },
    ],
    ['circle', { cx: '12', cy: '10', r: '3' }],
  ],
  clock: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'M12 6v6l4 2' }],
  ],
  mountain: [['path', { d: 'm8 3 4 8 5-5 5 15H2L8 3z' }]],
  'arrow-right': [['path', { d: 'M5 12h14m-2-7 7 7-7 7' }]],
  'calendar-days': [
    ['path', { d: 'M8 2v3m8-3v3M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01' }],
    ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
  ],
  user: [
    ['path', { d: 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2' }],
    ['circle', { cx: '12', cy: '7', r: '4' }],
  ],
  'git-compare-arrows': [
    ['circle', { cx: '5', cy: '6', r: '3' }],
    ['circle', { cx: '19', cy: '18', r: '3' }],
    ['path', { d: 'M12 6h5a2 2 0 0 1 2 2v7m-4-6-3-3 3-3m-3 15H7a2 2 0 0 1-2-2V9m4 6 3 3-3 3' }],
  ],
  footprints: [
    [
      'path',
      {
        d: 'M4 16v-2.38C4 11.5 2.97 10.5 3 8c.03-2.72 1.49-6 4.5-6C9.37 2 10 3.8 10 5.5c0 3.11-2 5.66-2 8.68V16a2 2 0 1 1-4 0Z',
      },
    ],
    [
      'path',
      {
        d: 'M20 20v-2.38c0-2.12 1.03-3.12 1-5.62-.03-2.72-1.49-6-4.5-6C14.63 6 14 7.8 14 9.5c0 3.11 2 5.66 2 8.68V20a2 2 0 1 0 4 0ZM16 17h4M4 13h4',
      },
    ],
  ],
  'chevron-down': [['path', { d: 'm6 9 6 6 6-6' }]],
  'thumbs-up': [
    [
      'path',
      {
        d: 'M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88ZM7 10v12',
      },
    ],
  ],
  'message-square-reply': [
    [
      'path',
      {
        d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM10 8l-3 3 3 3m7 0v-1a2 2 0 0 0-2-2H7',
      },
    ],
  ],
  'badge-check': [
    [
      'path',
      {
        d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76ZM16 9l-5.5 5.5L8 12',
      },
    ],
  ],
} satisfies Record<string, IconNode>;

/** Each drawing as the sprite takes it, made once (a stable object per icon). */
const DRAWN: Record<string, IconDrawing> = Object.fromEntries(
  Object.entries(DRAWINGS).map(([name, node]) => [name, { node }]),
);

export type LineIconName = keyof typeof DRAWINGS;

export function LineIcon({ name, className = 'size-4' }: { name: LineIconName; className?: string }) {
  useIconSymbol(name, DRAWN[name]!);
  return (
    <svg className={`line-icon ${className}`} aria-hidden="true">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
