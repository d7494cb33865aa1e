import type { CustomerSectionProps } from './customer-sections';

export function CustomerIdentitySection(_props: CustomerSectionProps) {
  return null;
}
