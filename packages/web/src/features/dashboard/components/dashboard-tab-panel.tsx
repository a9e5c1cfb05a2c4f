import { SHELL_LABELS, SHELL_ROUTES, type DashboardTab } from '@mdc/shared';
import { Alert, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** What each section will hold; the libraries and reservations issues fill them in. */
const COMING: Record<DashboardTab, string> = {
  librarys: 'Acá vas a administrar tus bibliotecas de venta y trade.',
  'librarys-buying': 'Acá vas a administrar tus bibliotecas de compra: las cartas que buscás.',
  'my-orders': 'Acá vas a ver las reservas que hiciste.',
  sales: 'Acá vas a ver las reservas que recibiste.',
  'last-search': 'Acá vas a poder repetir tu última búsqueda.',
  profile: 'Tus datos de contacto y ubicación están en tu perfil.',
};

interface DashboardTabPanelProps {
  tab: DashboardTab;
  labelledBy: string;
  /** The section's content; the placeholder of what it will hold when none. */
  children?: ReactNode;
}

export function DashboardTabPanel({ tab, labelledBy, children }: DashboardTabPanelProps) {
  return (
    <Stack role="tabpanel" aria-labelledby={labelledBy} spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      {children ?? <Alert severity="info">{COMING[tab]}</Alert>}
      {children === undefined && tab === 'profile' && (
        <Link component={RouterLink} to={SHELL_ROUTES.profile}>
          {SHELL_LABELS.profile}
        </Link>
      )}
    </Stack>
  );
}
