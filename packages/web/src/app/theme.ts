import { createTheme } from '@mui/material/styles';

export const DEFAULT_PRIMARY = '#1a2b5f';
export const DEFAULT_SECONDARY = '#b0103a';

const hex = /^#[0-9a-f]{6}$/i;
const colourOr = (value: string | null | undefined, fallback: string) =>
  value && hex.test(value) ? value : fallback;

/** The shop's theme: navy and crimson unless the site config names its own colours. */
export function buildTheme(colours?: { primaryColor?: string | null; secondaryColor?: string | null }) {
  return createTheme({
    palette: {
      primary: { main: colourOr(colours?.primaryColor, DEFAULT_PRIMARY) },
      secondary: { main: colourOr(colours?.secondaryColor, DEFAULT_SECONDARY) },
      background: { default: '#f6f7fb', paper: '#ffffff' },
      text: { primary: '#141b2d', secondary: '#5a6275' },
      divider: 'rgba(20, 27, 45, 0.1)',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 750, letterSpacing: '-0.015em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 18, whiteSpace: 'nowrap' } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard users always see where they are.
          ':focus-visible': { outline: '3px solid rgba(26, 43, 95, 0.45)', outlineOffset: 2 },
        },
      },
    },
  });
}
