import type { CustomerSectionProps } from './customer-sections';

export function CustomerEditActions(_props: CustomerSectionProps) {
  return null;
}
