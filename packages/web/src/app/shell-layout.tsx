import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** Top bar, page, footer. (The shell step fills the bars.) */
export function ShellLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
