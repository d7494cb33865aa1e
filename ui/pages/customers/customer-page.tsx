import type { PageProps } from '../../app/page-props';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../document-title';

/** A customer's own page. */
export default function CustomerPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  return <Page title={route.title}>{null}</Page>;
}
