import { STATIC_PAGES } from '@mdc/shared';
import { TermsContent } from '../../../components/terms-content';
import { StaticPage } from '../components/static-page';

export function TermsPage() {
  return (
    <StaticPage {...STATIC_PAGES.terms}>
      <TermsContent />
    </StaticPage>
  );
}
