import { LegalPage } from '../../features/info/components/legal-page';

export default function TermsRoute() {
  return <LegalPage kind="terms" />;
}
