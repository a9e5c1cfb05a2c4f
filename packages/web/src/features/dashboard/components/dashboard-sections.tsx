import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import {
  DASHBOARD_TABS,
  DASHBOARD_TEXTS as T,
  dashboardTabLabel,
  type DashboardTab,
} from '@mdc/shared';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';

interface DashboardSectionsProps {
  current: DashboardTab;
  onChange: (tab: DashboardTab) => void;
  /** From 768 px: a sidebar always open. Below: a button that opens the list. */
  wide: boolean;
  tabId: (tab: DashboardTab) => string;
}

/**
 * The dashboard's sections as tabs: a sidebar on a wide screen; on a phone a button naming the
 * section shown, which opens the whole list (every label readable, none behind a scroll arrow)
 * and closes when one is chosen.
 */
export function DashboardSections({ current, onChange, wide, tabId }: DashboardSectionsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const label = dashboardTabLabel(current);
  const shown = wide || open;

  return (
    <Box sx={{ flexShrink: 0 }}>
      {!wide && (
        <Button
          variant="outlined"
          fullWidth
          aria-label={T.sections(label)}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          startIcon={<MenuIcon />}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ justifyContent: 'space-between', '& .MuiButton-endIcon': { ml: 'auto' } }}
        >
          {label}
        </Button>
      )}
      <Tabs
        id={listId}
        value={current}
        onChange={(_event, tab: DashboardTab) => {
          setOpen(false);
          onChange(tab);
        }}
        orientation="vertical"
        aria-label={T.title}
        sx={{
          display: shown ? 'flex' : 'none',
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          mt: wide ? 0 : 1,
        }}
      >
        {DASHBOARD_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={tabId(tab.value)}
            sx={{ alignItems: wide ? 'center' : 'flex-start', maxWidth: 'none' }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
