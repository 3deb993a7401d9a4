import { LegalPage } from '../../features/info/components/legal-page';
import { catalogueLang } from '../../lib/catalogue-request';
import { sitePageQuery } from '../../lib/site-page';
import type { RoutePrefetch } from '../route-prefetch';

/** The page's text, in its language. */
export const prefetch: RoutePrefetch = ({ client }) => client.prefetchQuery(sitePageQuery('privacy', catalogueLang()));

export default function PrivacyRoute() {
  return <LegalPage kind="privacy" />;
}
