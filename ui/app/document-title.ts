import { useEffect } from 'react';

const PRODUCT_NAME = 'Kobo Back Office';

/** Names the browser tab after the page, so staff with many tabs open can tell them apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
