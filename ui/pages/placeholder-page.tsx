import { useDocumentTitle } from '../app/document-title';
import type { PageProps } from '../app/page-props';
import { Card, Page } from '../components/page';

/** A route whose area has not been built yet: access-checked like any page, and honest about it. */
export default function PlaceholderPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  return (
    <Page title={route.title}>
      <Card>
        {/* The mark by which page walks tell an unbuilt area from a built page. */}
        <p data-unbuilt-area="">This area is not available yet.</p>
      </Card>
    </Page>
  );
}
