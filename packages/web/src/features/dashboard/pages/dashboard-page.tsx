import { DASHBOARD_TABS, DASHBOARD_TEXTS as T, type DashboardTab } from '@mdc/shared';
import { Container, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { DashboardSections } from '../components/dashboard-sections';
import { DashboardTabPanel } from '../components/dashboard-tab-panel';

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
  // A sidebar from 768 px up; a menu that opens on a phone (docs/product/screens.md#dashboard).
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={T.title} description={T.description} />
      <Typography variant="h4" component="h1" gutterBottom>
        {T.title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }}>
        <DashboardSections
          current={current}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          wide={wide}
          tabId={tabId}
        />
        <DashboardTabPanel key={current} tab={current} labelledBy={tabId(current)}>
          {panels[current]}
        </DashboardTabPanel>
      </Stack>
    </Container>
  );
}
