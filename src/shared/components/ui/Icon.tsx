import { cx } from './cx';

/** Stroke icons on a 24×24 grid (1.75 stroke, currentColor). */
const PATHS = {
  'arrow-left': 'M19 12H5m6-6-6 6 6 6',
  'arrow-right': 'M5 12h14m-6-6 6 6-6 6',
  'arrow-up': 'M12 19V5m-6 6 6-6 6 6',
  'arrow-down': 'M12 5v14m6-6-6 6-6-6',
  'chevron-left': 'm15 6-6 6 6 6',
  'chevron-right': 'm9 6 6 6-6 6',
  'chevron-down': 'm6 9 6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  alert: 'M12 8v5m0 3.5v.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  play: 'M8 5.5v13l11-6.5-11-6.5Z',
  phone:
    'M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 ' +
    '16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z',
  mail: 'M3.5 6.5h17v11h-17zM4 7l8 6 8-6',
  chat: 'M4 19.5 5.3 15A8 8 0 1 1 9 18.7L4 19.5Z',
  camera: 'M4 8h3l1.5-2.5h7L17 8h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2.5-2.5L20 17M15.5 9.5h.01',
  video: 'M3.5 6.5h12v11h-12zM15.5 10.5l5-3v9l-5-3',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5',
  share: 'M12 15V3.5m-4 4 4-4 4 4M5 12v7.5h14V12',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a5 5 0 0 0-4-5',
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = /* @__PURE__ */ Object.keys(PATHS) as IconName[];

export interface IconProps {
  name: IconName;
  /** Accessible name; omit for decorative icons (then aria-hidden). */
  label?: string;
  className?: string;
}

/** Inline SVG icon sized by `.icon` (1.25em); filled for play/star, stroked otherwise. */
export function Icon({ name, label, className }: IconProps) {
  const filled = name === 'play' || name === 'star';
  return (
    <svg
      className={cx('icon', className)}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
