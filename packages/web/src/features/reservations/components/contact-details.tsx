import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  phoneLinks,
  REPUTATION_TEXTS,
  RESERVATION_SCREEN_TEXTS as T,
  SHELL_LABELS,
  type Reservation,
} from '@mdc/shared';
import { Link, Stack, Typography } from '@mui/material';
import { ExternalLink } from '../../../components/external-link';
import { PartyActions } from '../../../components/party-actions';

// A link a finger can hit (24 px high at least) that keeps its line.
const target = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** An address may break before its '@' (then, as a last resort, anywhere), never overflow. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * The other party's user name; beside it, ⋮ to report or block them. An erased
 * account has no name, and nothing to report.
 */
function PartyName({ row }: { row: Reservation }) {
  const name = (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {row.name || T.noData}
    </Typography>
  );
  if (!row.name) return name;
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 0.5 }}>
      {name}
      <PartyActions user={row.name} />
    </Stack>
  );
}

/** '23 entregas · desde 2025', every count in its title (reputation without escrow). */
function ReputationLine({ row }: { row: Reservation }) {
  if (!row.name) return null;
  const reputation = { user: row.name, ...row.reputation };
  return (
    <Typography variant="body2" color="text.secondary" title={REPUTATION_TEXTS.details(reputation)}>
      {REPUTATION_TEXTS.summary(reputation)}
    </Typography>
  );
}

/**
 * The other party of a reservation, what both people came for: the user name, the e-mail
 * (mailto:), the phone (tel:) and, for an Argentine mobile, WhatsApp. A dash for what is missing
 * (an erased account). The server sends a contact only while the deal is alive (pending,
 * answered, or delivered in the last 30 days); past that, one line says why it is gone.
 */
export function ContactDetails({ row }: { row: Reservation }) {
  const phone = phoneLinks(row.phone);
  if (!row.email && !row.phone && (row.disabled || row.sold)) {
    return (
      <Stack sx={{ alignItems: 'flex-start', minWidth: 0, overflowWrap: 'break-word' }}>
        <PartyName row={row} />
        <ReputationLine row={row} />
        <Typography variant="body2" color="text.secondary">
          {T.contactClosed}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack sx={{ alignItems: 'flex-start', minWidth: 0, overflowWrap: 'anywhere' }}>
      <PartyName row={row} />
      <ReputationLine row={row} />
      {row.email ? (
        <Link href={`mailto:${row.email}`} variant="body2" sx={target}>
          <span>
            <BreakableEmail email={row.email} />
          </span>
        </Link>
      ) : (
        <Typography variant="body2">{T.noData}</Typography>
      )}
      {row.phone && phone ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
          <Link href={phone.tel} variant="body2" sx={{ ...target, whiteSpace: 'nowrap' }}>
            {row.phone}
          </Link>
          {phone.whatsApp && (
            <ExternalLink
              href={phone.whatsApp}
              variant="body2"
              aria-label={`${T.whatsAppTo(row.name || row.phone)} ${SHELL_LABELS.opensInNewTab}`}
              sx={{ ...target, gap: 0.5 }}
            >
              <WhatsAppIcon fontSize="small" />
              {T.whatsApp}
            </ExternalLink>
          )}
        </Stack>
      ) : (
        <Typography variant="body2">{row.phone || T.noData}</Typography>
      )}
    </Stack>
  );
}
