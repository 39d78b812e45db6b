import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

// A clinical teal. Shade 7 carries white text at 5.5:1 (WCAG AA), so it is the primary shade.
const clinical: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

const SYSTEM_FONTS =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'clinical',
  primaryShade: 7,
  colors: { clinical },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // Mantine's close buttons are icon-only; give them a name for assistive technology.
    // Plain objects rather than Modal.extend(): importing the components here would put the
    // modal and notification code in every page's first download, the public pages' too.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    } satisfies { defaultProps: Partial<NotificationProps> },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    } satisfies { defaultProps: Partial<ModalProps> },
  },
});

/**
 * Mantine's default dimmed, placeholder and error greys/reds are below 4.5:1 on white, and
 * its light variant (text shade 9 on shade 1, as in a 'Correct' alert or a status badge) is
 * below 4.5:1 for teal (4.3), green (3.8), orange (3.6) and yellow (2.7). These texts are 5.2 to
 * 5.7:1 on shade 1 and 4.6 to 5.4:1 on shade 2 (the hover).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-teal-light-color': '#06714f',
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-orange-light-color': '#a3400c',
    '--mantine-color-yellow-light-color': '#805700',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
