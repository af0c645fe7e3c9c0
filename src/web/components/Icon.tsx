import type { SVGProps } from 'react';
import styles from './Icon.module.css';

/** Path for a circle, so every icon is a list of `d` strings. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** Path for a rounded rectangle. */
function rect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}` +
    `a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}` +
    `v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`
  );
}

/** 24x24 stroke icons, drawn for this project (round caps and joins, 2px stroke). */
const ICONS = {
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  wifi: [
    'M2 8.8a15 15 0 0 1 20 0',
    'M5 12.3a10.5 10.5 0 0 1 14 0',
    'M8.5 15.8a5 5 0 0 1 7 0',
    'M12 19.5h.01',
  ],
  pool: [
    'M8 15V6.5a2.5 2.5 0 0 1 2.5-2.5',
    'M16 15V6.5a2.5 2.5 0 0 1 2.5-2.5',
    'M8 8.5h8',
    'M8 12.5h8',
    'M2 19.5c1.7 0 2.3-1.5 4-1.5s2.3 1.5 4 1.5 2.3-1.5 4-1.5 2.3 1.5 4 1.5 2.3-1.5 4-1.5',
  ],
  gym: ['M6.5 6.5v11', 'M17.5 6.5v11', 'M3.5 9.5v5', 'M20.5 9.5v5', 'M6.5 12h11'],
  breakfast: [
    'M4 9h13v4.5a5.5 5.5 0 0 1-5.5 5.5h-2A5.5 5.5 0 0 1 4 13.5z',
    'M17 10.5h1.5a2.5 2.5 0 0 1 0 5H16.5',
    'M8 2.5v3',
    'M12.5 2.5v3',
    'M3 21.5h15',
  ],
  parking: [rect(4, 3, 16, 18, 3), 'M10 17V8h3.2a2.6 2.6 0 0 1 0 5.2H10'],
  restaurant: ['M4.5 3v5a3 3 0 0 0 6 0V3', 'M7.5 3v18', 'M19 21V3c-2.5 1.2-4 4-4 7.5V14h4'],
  phone: [
    'M5 3.5h3.5l1.7 4.3-2.3 1.5a11.5 11.5 0 0 0 6.8 6.8l1.5-2.3 4.3 1.7V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z',
  ],
  mail: [rect(3, 5, 18, 14, 2), 'M3.5 7l8.5 6 8.5-6'],
  'map-pin': ['M12 21.5s-7-6.4-7-12a7 7 0 0 1 14 0c0 5.6-7 12-7 12z', circle(12, 9.5, 2.5)],
  calendar: [rect(3, 5, 18, 16, 2), 'M3 10h18', 'M8 3v4', 'M16 3v4'],
  users: [
    circle(9, 8, 3.5),
    'M2.5 20.5a6.5 6.5 0 0 1 13 0',
    'M16 4.6a3.5 3.5 0 0 1 0 6.8',
    'M18 14.3a6.5 6.5 0 0 1 3.5 6.2',
  ],
  bed: ['M3 5v15', 'M3 14h18v6', 'M21 14v-2.5a3.5 3.5 0 0 0-3.5-3.5H11v6', circle(7, 10.5, 1.8)],
  star: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z'],
  'arrow-left': ['M19 12H5', 'M11 6l-6 6 6 6'],
  'arrow-right': ['M5 12h14', 'M13 6l6 6-6 6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', circle(12, 12, 3)],
  'eye-off': [
    'M3 3l18 18',
    'M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.1 4.1',
    'M6.6 6.6C3.8 8.5 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  download: ['M12 3v12', 'M7 10l5 5 5-5', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'],
  print: [
    'M7 8V3h10v5',
    'M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2',
    'M7 14h10v7H7z',
  ],
  clock: [circle(12, 12, 9), 'M12 7v5l3.2 2'],
  rupee: ['M6 3.5h12', 'M6 8.5h12', 'M6 13.5l8.5 7.5', 'M6 13.5h3c6.7 0 6.7-10 0-10'],
  search: [circle(11, 11, 7), 'M20.5 20.5l-4.5-4.5'],
  info: [circle(12, 12, 9), 'M12 11v5.5', 'M12 7.5h.01'],
  alert: [circle(12, 12, 9), 'M12 7v6', 'M12 16.5h.01'],
  'external-link': [
    'M14 4h6v6',
    'M20 4l-9 9',
    'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  ],
  home: ['M3 11l9-7.5 9 7.5', 'M5.5 9.5V20h13V9.5', 'M10 20v-5.5h4V20'],
  play: ['M7 4.5v15l12.5-7.5z'],
} satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICONS;

/** Every icon name, e.g. for a gallery or a facility lookup. */
export const iconNames = Object.keys(ICONS) as IconName[];

export function isIconName(value: string): value is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, value);
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Width and height; a number is pixels. Defaults to 1.25em so icons follow text size. */
  size?: number | string;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
  /** Fill shapes with the current colour (e.g. a filled star). */
  filled?: boolean;
  strokeWidth?: number;
}

export function Icon({
  name,
  size = '1.25em',
  title,
  filled = false,
  strokeWidth = 2,
  className,
  ...rest
}: IconProps) {
  const paths = ICONS[name];
  const labelled = typeof title === 'string' && title.length > 0;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={[styles.icon, className].filter(Boolean).join(' ')}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {labelled ? <title>{title}</title> : null}
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
