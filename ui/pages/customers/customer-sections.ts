/** What every section of a customer's page is given. */
export interface CustomerSectionProps {
  readonly customerId: string;
  readonly customerType: 'INDIVIDUAL' | 'CORPORATE';
  /** Asks the page to load the customer again (after an edit or an upload). */
  readonly onChanged: () => void;
}
