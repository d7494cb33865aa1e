import type { CustomerSectionProps } from './customer-sections';

export function CustomerHistorySection(_props: CustomerSectionProps) {
  return null;
}
