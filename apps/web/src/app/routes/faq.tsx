import { FaqPage } from '../../features/info/components/faq-page';
import { catalogueLang } from '../../lib/catalogue-request';
import { sitePageQuery } from '../../lib/site-page';
import type { RoutePrefetch } from '../route-prefetch';

/** The questions and answers, in the page's language. */
export const prefetch: RoutePrefetch = ({ client }) => client.prefetchQuery(sitePageQuery('faq', catalogueLang()));

export default function FaqRoute() {
  return <FaqPage />;
}
