import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1b3a5c' },
    secondary: { main: '#f2b705' },
    background: { default: '#f6f7f9' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1100, xl: 1536 } },
});
