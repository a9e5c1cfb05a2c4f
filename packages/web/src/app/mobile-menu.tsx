import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { MODERATION_TEXTS, SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MODERATION_PATH, useIsModerator } from '../features/moderation';
import { logout } from '../lib/session';
import { MAIN_NAV_ITEMS } from './main-nav-items';

/** Below the md breakpoint (768 px) the logged-in links move into a drawer behind a hamburger. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const moderator = useIsModerator();
  const drawerId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={SHELL_LABELS.openMenu}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        anchor="right"
        open={open}
        onClose={close}
        // The drawer is a dialog: its name is what it is (axe: aria-dialog-name).
        slotProps={{ paper: { 'aria-label': SHELL_LABELS.menu } }}
      >
        <Box component="nav" aria-label={SHELL_LABELS.mainNav} sx={{ width: 260 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={SHELL_LABELS.closeMenu} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {MAIN_NAV_ITEMS.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  reloadDocument={item.reloadDocument}
                  onClick={close}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to={SHELL_ROUTES.profile} onClick={close}>
                <ListItemText primary={SHELL_LABELS.profile} />
              </ListItemButton>
            </ListItem>
            {moderator && (
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={MODERATION_PATH} onClick={close}>
                  <ListItemText primary={MODERATION_TEXTS.menuItem} />
                </ListItemButton>
              </ListItem>
            )}
            <ListItem disablePadding>
              <ListItemButton
                component={RouterLink}
                to={SHELL_ROUTES.deleteAccount}
                onClick={close}
              >
                <ListItemText primary={SHELL_LABELS.deleteAccount} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <ListItemText primary={SHELL_LABELS.logout} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </>
  );
}
