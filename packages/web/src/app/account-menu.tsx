import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { MODERATION_TEXTS, SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MODERATION_PATH, useIsModerator } from '../features/moderation';
import { logout } from '../lib/session';

/**
 * The logged-in settings menu of the top bar: profile, moderation (moderators only), account
 * deletion and logout.
 */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const moderator = useIsModerator();
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={SHELL_LABELS.accountMenu}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SettingsIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={SHELL_ROUTES.profile} onClick={close}>
          {SHELL_LABELS.profile}
        </MenuItem>
        {moderator && (
          <MenuItem component={RouterLink} to={MODERATION_PATH} onClick={close}>
            {MODERATION_TEXTS.menuItem}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={SHELL_ROUTES.deleteAccount} onClick={close}>
          {SHELL_LABELS.deleteAccount}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          {SHELL_LABELS.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
