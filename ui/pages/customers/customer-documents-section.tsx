import type { CustomerSectionProps } from './customer-sections';

export function CustomerDocumentsSection(_props: CustomerSectionProps) {
  return null;
}
