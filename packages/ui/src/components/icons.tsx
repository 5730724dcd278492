import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A 24×24 stroke icon; decorative unless given an aria-label. */
function createIcon(displayName: string, paths: readonly string[]) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props['aria-label'] ? undefined : true}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const IconMail = createIcon('IconMail', ['M3 6h18v12H3z', 'M3 6l9 7 9-7']);
export const IconSettings = createIcon('IconSettings', [
  'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
]);
export const IconLogout = createIcon('IconLogout', [
  'M14 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-3',
  'M9 12h12M18 9l3 3-3 3',
]);
export const IconPlus = createIcon('IconPlus', ['M12 5v14M5 12h14']);
export const IconEdit = createIcon('IconEdit', ['M4 20h4L19 9l-4-4L4 16v4', 'M13.5 6.5l4 4']);
export const IconTrash = createIcon('IconTrash', [
  'M4 7h16',
  'M10 11v6M14 11v6',
  'M6 7l1 13h10l1-13',
  'M9 7V4h6v3',
]);
export const IconSearch = createIcon('IconSearch', [
  'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12',
  'M21 21l-6.5-6.5',
]);
export const IconRefresh = createIcon('IconRefresh', ['M20 11a8 8 0 1 0-2.3 5.7', 'M20 4v7h-7']);
export const IconAlert = createIcon('IconAlert', ['M12 3L2 20h20L12 3z', 'M12 10v4M12 17v.01']);
export const IconCloudOff = createIcon('IconCloudOff', [
  'M7 18H6a4 4 0 0 1-.6-8A6 6 0 0 1 9 5.3M12 4.1A6 6 0 0 1 18 9a4 4 0 0 1 2.8 6.8',
  'M3 3l18 18',
]);
export const IconUser = createIcon('IconUser', [
  'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8',
  'M5 21v-1a7 7 0 0 1 14 0v1',
]);
export const IconDots = createIcon('IconDots', ['M5 12v.01M12 12v.01M19 12v.01']);
export const IconChevronLeft = createIcon('IconChevronLeft', ['M15 6l-6 6 6 6']);
export const IconChevronDown = createIcon('IconChevronDown', ['M6 9l6 6 6-6']);
export const IconChevronUp = createIcon('IconChevronUp', ['M6 15l6-6 6 6']);
export const IconDownload = createIcon('IconDownload', ['M12 4v12', 'M7 11l5 5 5-5', 'M4 20h16']);
export const IconUpload = createIcon('IconUpload', ['M12 16V4', 'M7 9l5-5 5 5', 'M4 20h16']);
export const IconColumns = createIcon('IconColumns', ['M4 4h16v16H4z', 'M10 4v16M15 4v16']);
export const IconEye = createIcon('IconEye', [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
]);
export const IconCheck = createIcon('IconCheck', ['M5 12l5 5L20 7']);
export const IconClock = createIcon('IconClock', ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 7v5l3 2']);
export const IconInbox = createIcon('IconInbox', ['M4 4h16v16H4z', 'M4 13h4l2 3h4l2-3h4']);
export const IconHome = createIcon('IconHome', ['M4 11l8-7 8 7', 'M6 10v10h12V10']);
export const IconLanguage = createIcon('IconLanguage', [
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  'M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
]);
