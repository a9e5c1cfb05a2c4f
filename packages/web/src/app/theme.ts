import { COMMON_TEXTS, COMPONENT_TEXTS } from '@mdc/shared';
import { createTheme } from '@mui/material/styles';

// contrastThreshold 4.5: a coloured button's or chip's text is black or white, whichever reads at
// WCAG AA (MUI's default 3 puts white on the warning orange, 3.1:1).
const palette = {
  contrastThreshold: 4.5,
  primary: { main: '#1b3a5c' },
  secondary: { main: '#f2b705' },
  background: { default: '#f6f7f9' },
};

// MUI's default placeholder is the text colour at 42% (about 2:1 on white); a hint must be
// readable (WCAG AA asks 4.5:1): the secondary text colour, opaque. MUI still hides it behind an
// unshrunk label.
const placeholder = { color: 'rgba(0, 0, 0, 0.6)', opacity: 1 };

// A person who asked their system for less motion (WCAG 2.3.3) gets none: fades, slides and
// ripples jump to their end (the keyboard focus ripple stays, still). The end-to-end tests browse
// that way too, which spares the browser drawing frames nobody looks at (e2e/playwright.config.ts).
const noMotion = {
  '*, *::before, *::after': {
    animationDuration: '0s !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0s !important',
    transitionDelay: '0s !important',
    scrollBehavior: 'auto !important',
  },
};

export const theme = createTheme({
  palette,
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1100, xl: 1536 } },
  components: {
    // Native inputs (the search panel's first-page fields) and MUI's, whose own rule is stronger.
    MuiCssBaseline: {
      styleOverrides: {
        '::placeholder': placeholder,
        '@media (prefers-reduced-motion: reduce)': noMotion,
      },
    },
    MuiInputBase: { styleOverrides: { input: { '&::placeholder': placeholder } } },
    MuiAutocomplete: {
      defaultProps: {
        openText: COMPONENT_TEXTS.open,
        closeText: COMMON_TEXTS.close,
        clearText: COMPONENT_TEXTS.clear,
        loadingText: COMPONENT_TEXTS.loading,
        noOptionsText: COMPONENT_TEXTS.noOptions,
      },
    },
    MuiAlert: { defaultProps: { closeText: COMMON_TEXTS.close } },
  },
});
