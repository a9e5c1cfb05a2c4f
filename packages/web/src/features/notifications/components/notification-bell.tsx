import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  Popover,
  Typography,
} from '@mui/material';
import { BELL_TEXTS as T, type Notification } from '@mdc/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead, useNotifications } from '../api/notifications';

const dateFormat = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The top bar's bell (docs/product/notifications.md#bell): the unread count on its badge and in
 * its name, and a panel with the newest notifications (unread in bold) and 'Marcar todo como
 * leído'. Choosing one marks it read and opens its screen.
 */
export function NotificationBell() {
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const unread = data?.unread ?? 0;
  const close = () => setAnchor(null);
  const open = (item: Notification) => {
    close();
    if (!item.read) markRead.mutate({ ids: [item.id] });
    void navigate(item.link);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={T.label(unread)}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="secondary" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ flex: 1, fontWeight: 700 }}
          >
            {T.title}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markRead.mutate({ all: true })}>
              {T.markAllRead}
            </Button>
          )}
        </Box>
        <Divider />
        {isError && <Typography sx={{ px: 2, py: 1 }}>{T.loadError}</Typography>}
        {data && data.items.length === 0 && (
          <Typography sx={{ px: 2, py: 1 }}>{T.empty}</Typography>
        )}
        {data && data.items.length > 0 && (
          <List aria-label={T.list} dense disablePadding>
            {data.items.map((item) => (
              <li key={item.id}>
                <ListItemButton onClick={() => open(item)} sx={{ display: 'block', py: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 700 }}>
                    {item.text}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {dateFormat.format(new Date(item.createdAt))}
                  </Typography>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
