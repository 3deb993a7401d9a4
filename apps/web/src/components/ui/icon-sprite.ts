import { useLayoutEffect } from 'react';

/**
 * Icons drawn once per page: a page shows each icon's drawing once, as a `<symbol>` in one hidden
 * `<svg>` after the app's root, and every place that shows the icon points at it with `<use>`.
 * A list page repeats the same few icons on every card; this keeps their paths out of each card.
 *
 * On the server the render records the icons it draws (`setIconRecorder`), and the page carries
 * their symbols (`iconSpriteMarkup`); in the browser an icon adds its symbol to that `<svg>` when
 * it is not there yet (a page rendered by the browser, or an icon the first view did not show).
 */

/** An icon's drawing, as lucide writes it: elements and their attributes (`key` is React's, not drawn). */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

export interface IconDrawing {
  node: IconNode;
  /** The side of the drawing's square (lucide's 24). */
  size?: number;
}

const SPRITE_ID = 'icon-sprite';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The element id of an icon's symbol, which `<use href>` points at. */
export const iconSymbolId = (name: string) => `i-${name}`;

let recorder: ((name: string, drawing: IconDrawing) => void) | null = null;

/** The server's render: where the icons it draws are noted (one page's render at a time per call). */
export function setIconRecorder(record: (name: string, drawing: IconDrawing) => void) {
  recorder = record;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function symbolMarkup(name: string, { node, size = 24 }: IconDrawing): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([attribute]) => attribute !== 'key')
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${attrs}></${tag}>`;
    })
    .join('');
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

/** The hidden `<svg>` holding the symbols of the icons a server render drew, or '' for none. */
export function iconSpriteMarkup(icons: ReadonlyMap<string, IconDrawing>): string {
  if (icons.size === 0) return '';
  const symbols = [...icons].map(([name, drawing]) => symbolMarkup(name, drawing)).join('');
  return `<svg id="${SPRITE_ID}" class="icon-sprite" aria-hidden="true">${symbols}</svg>`;
}

/** Adds the icon's symbol to the page's sprite unless it is there (created after the root when missing). */
function addSymbol(name: string, { node, size = 24 }: IconDrawing) {
  const id = iconSymbolId(name);
  if (document.getElementById(id)) return;
  let sprite: Element | null = document.getElementById(SPRITE_ID);
  if (!sprite) {
    const created = document.createElementNS(SVG_NS, 'svg');
    created.id = SPRITE_ID;
    created.setAttribute('class', 'icon-sprite');
    created.setAttribute('aria-hidden', 'true');
    document.body.prepend(created);
    sprite = created;
  }
  const symbol = document.createElementNS(SVG_NS, 'symbol');
  symbol.id = id;
  symbol.setAttribute('viewBox', `0 0 ${size} ${size}`);
  for (const [tag, attributes] of node) {
    const element = document.createElementNS(SVG_NS, tag);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute !== 'key') element.setAttribute(attribute, String(value));
    }
    symbol.append(element);
  }
  sprite.append(symbol);
}

/** Makes sure the page has the icon's symbol: noted by the server's render, added by the browser's ('' for none). */
export function useIconSymbol(name: string, drawing: IconDrawing) {
  if (import.meta.env.SSR && name) recorder?.(name, drawing);
  useLayoutEffect(() => {
    if (name) addSymbol(name, drawing);
  }, [name, drawing]);
}
