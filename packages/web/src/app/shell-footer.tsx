import FacebookIcon from '@mui/icons-material/Facebook';
import ForumIcon from '@mui/icons-material/Forum';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import RateReviewIcon from '@mui/icons-material/RateReview';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Container, Link, Typography } from '@mui/material';
import { APP_VERSION_LABEL, PUBLIC_CHANNELS, SHELL_ROUTES, STATIC_PAGES } from '@mdc/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../components/external-link';
import { FooterSection } from './footer-section';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 1 } as const;
/**
 * A text link alone on its line is a target of at least 24 px (WCAG 2.5.8): as inline text its
 * box was 19 px, and whether its neighbours stood 24 px off its centre varied with the layout
 * (the screen checks once found 'Política de privacidad' too close to another link).
 */
const legalLinkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

const socialLinks: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Instagram', href: PUBLIC_CHANNELS.instagram, icon: <InstagramIcon fontSize="small" /> },
  { label: 'Facebook', href: PUBLIC_CHANNELS.facebook, icon: <FacebookIcon fontSize="small" /> },
  {
    label: 'Comunidad de WhatsApp',
    href: PUBLIC_CHANNELS.whatsappCommunity,
    icon: <WhatsAppIcon fontSize="small" />,
  },
  { label: 'Discord', href: PUBLIC_CHANNELS.discord, icon: <ForumIcon fontSize="small" /> },
];

// The privacy policy opens in a new tab, so a form in progress is not lost.
const legalLinks: { label: string; to: string; newTab?: boolean }[] = [
  { label: STATIC_PAGES.terms.title, to: SHELL_ROUTES.terms },
  { label: STATIC_PAGES.privacy.title, to: SHELL_ROUTES.privacy, newTab: true },
  { label: STATIC_PAGES.disclaimer.title, to: SHELL_ROUTES.disclaimer },
  { label: STATIC_PAGES.faq.title, to: SHELL_ROUTES.faq },
  { label: STATIC_PAGES.contact.title, to: SHELL_ROUTES.contact },
];

/**
 * Social, feedback, donation and legal links and the version label (docs/product/screens.md#shell).
 */
export function ShellFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'common.white', mt: 6, py: 4 }}>
      <Container
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <FooterSection title="Seguinos">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} color="inherit" sx={linkSx}>
                {link.icon}
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </FooterSection>
        <FooterSection title="Sumate">
          <li>
            <ExternalLink href={PUBLIC_CHANNELS.feedbackForm} color="inherit" sx={linkSx}>
              <RateReviewIcon fontSize="small" />
              Dejanos tu opinión
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={PUBLIC_CHANNELS.donation} color="inherit" sx={linkSx}>
              <LocalCafeIcon fontSize="small" />
              Invitanos un cafecito
            </ExternalLink>
          </li>
        </FooterSection>
        <FooterSection title="Legal y ayuda">
          {legalLinks.map((link) => (
            <li key={link.to}>
              {link.newTab ? (
                <ExternalLink href={link.to} color="inherit" sx={legalLinkSx}>
                  {link.label}
                </ExternalLink>
              ) : (
                <Link component={RouterLink} to={link.to} color="inherit" sx={legalLinkSx}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </FooterSection>
      </Container>
      <Container sx={{ mt: 4 }}>
        <Typography variant="body2">
          Mercado de Cartas es un intermediario entre coleccionistas: no cobra comisiones ni
          participa de los intercambios.
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Versión {APP_VERSION_LABEL}
        </Typography>
      </Container>
    </Box>
  );
}
