import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';
import { iconSymbolId, useIconSymbol, type IconNode } from './icon-sprite';

/**
 * Stands in for lucide-react's `Icon` (vite.config.ts points lucide's icons at it): an icon drawn
 * with lucide's defaults is `<svg class="lucide …"><use href="#i-name"/></svg>`, its drawing once
 * per page in the icon sprite (icon-sprite.ts), its stroke from `.lucide` in index.css. An icon
 * given its own colour, stroke or fill, or children, is drawn whole as lucide draws it.
 */

interface IconData {
  name?: string;
  node: IconNode;
  size?: number;
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  icon?: IconData;
  iconNode?: IconNode;
  children?: ReactNode;
}

/** Props that change how the drawing is stroked or filled: such an icon is drawn whole. */
const DRAWING_PROPS = ['fill', 'stroke', 'strokeLinecap', 'strokeLinejoin', 'viewBox'] as const;

const hasA11yProp = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null,
  );

function mergeClasses(...classes: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const cls of classes) for (const token of cls?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** A size utility without a variant, which sets both width and height. */
const SIZE_CLASS = /(^|\s)size-\S+(\s|$)/;

const NO_NODE: IconNode = [];
const NO_DRAWING = { node: NO_NODE };

function SpriteIconBase(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth = false,
    nonScalingStroke = false,
    className = '',
    children,
    iconNode = NO_NODE,
    icon,
    ...rest
  }: IconProps,
  ref: React.ForwardedRef<SVGSVGElement>,
) {
  const drawing: IconData = icon ?? { node: iconNode };
  const box = drawing.size ?? 24;
  const hidden = hasA11yProp(rest) || children != null ? {} : { 'aria-hidden': true as const };
  const plain =
    drawing.name !== undefined &&
    children == null &&
    color === undefined &&
    strokeWidth === undefined &&
    !absoluteStrokeWidth &&
    !nonScalingStroke &&
    DRAWING_PROPS.every((prop) => rest[prop] === undefined);
  // Called for every icon so the hooks stay in order; a drawn-whole icon needs no symbol.
  useIconSymbol(plain ? drawing.name! : '', plain ? drawing : NO_DRAWING);
  const sizeAttributes = { width: width ?? size ?? 24, height: height ?? size ?? 24 };
  if (plain) {
    // A size class (`size-4`) sizes the icon whatever its width and height attributes say.
    const sizedByClass =
      width === undefined && height === undefined && size === undefined && SIZE_CLASS.test(className);
    return (
      <svg
        ref={ref}
        {...(sizedByClass ? {} : sizeAttributes)}
        className={mergeClasses('lucide', className)}
        {...hidden}
        {...rest}
      >
        <use href={`#${iconSymbolId(drawing.name!)}`} />
      </svg>
    );
  }
  const stroke = strokeWidth ?? 2;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      {...sizeAttributes}
      viewBox={`0 0 ${box} ${box}`}
      fill="none"
      stroke={color || 'currentColor'}
      strokeWidth={absoluteStrokeWidth ? (Number(stroke) * box) / Number(size ?? width ?? 24) : stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={mergeClasses('lucide', drawing.name && `lucide-${drawing.name}`, className)}
      {...hidden}
      {...rest}
    >
      {drawing.node.map(([tag, { key, ...attributes }]) =>
        createElement(tag, {
          key,
          ...(nonScalingStroke ? { vectorEffect: 'non-scaling-stroke' } : {}),
          ...attributes,
        }),
      )}
      {children}
    </svg>
  );
}

const SpriteIcon = forwardRef(SpriteIconBase);
export default SpriteIcon;
