import { LegalPage } from '../../features/info/components/legal-page';

export default function PrivacyRoute() {
  return <LegalPage kind="privacy" />;
}
