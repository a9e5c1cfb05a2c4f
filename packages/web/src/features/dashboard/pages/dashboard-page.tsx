import { DASHBOARD_TABS, type DashboardTab } from '@mdc/shared';
import { Container, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { DashboardTabPanel } from '../components/dashboard-tab-panel';

const TITLE = 'Mi panel';
const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;

function isDashboardTab(value: string | null): value is DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.value === value);
}

/** The content of some sections, composed by the app from other features. */
export type DashboardPanels = Partial<Record<DashboardTab, ReactNode>>;

/**
 * /dashboard?tab=…: the section named by the query (Venta when none or unknown); choosing a
 * section writes it back, so a link or a reload opens the same one. A section without a panel
 * shows what it will hold.
 */
export function DashboardPage({ panels = {} }: { panels?: DashboardPanels }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: DashboardTab = isDashboardTab(requested) ? requested : DASHBOARD_TABS[0].value;
  // A sidebar from 768 px up; a row that scrolls sideways on a phone.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageMeta
        title={TITLE}
        description="Tus bibliotecas de venta y de compra, tus reservas y tu última búsqueda."
      />
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Tabs
          value={current}
          onChange={(_event, tab: DashboardTab) => setParams({ tab }, { replace: true })}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={TITLE}
          sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, flexShrink: 0 }}
        >
          {DASHBOARD_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} id={tabId(tab.value)} />
          ))}
        </Tabs>
        <DashboardTabPanel key={current} tab={current} labelledBy={tabId(current)}>
          {panels[current]}
        </DashboardTabPanel>
      </Stack>
    </Container>
  );
}
