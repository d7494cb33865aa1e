import { type BulkColumn, bulkTemplateCsv } from '../../../policies/bulk';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { Button } from '../button';
import * as styles from './bulk-upload.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template's columns, required ones marked, and its download as CSV or XLSX. */
export function BulkTemplateLinks({
  columns,
  templateName,
}: {
  columns: readonly BulkColumn[];
  templateName: string;
}) {
  return (
    <div className={styles.templates}>
      <ul className={styles.columnList} aria-label="The template's columns">
        {columns.map((column) => (
          <li key={column.field} className={styles.columnName}>
            {column.required ? `${column.heading} (required)` : column.heading}
          </li>
        ))}
      </ul>
      <Button
        size="small"
        onClick={() => saveFile(bulkTemplateCsv(columns), `${templateName}.csv`, CSV_TYPE)}
      >
        Download the CSV template
      </Button>
      <Button size="small" onClick={() => void saveXlsxTemplate(columns, templateName)}>
        Download the XLSX template
      </Button>
    </div>
  );
}

/** The spreadsheet writer is loaded only when someone asks for the XLSX template. */
async function saveXlsxTemplate(columns: readonly BulkColumn[], templateName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const heading = columns.map((column) => ({ value: column.heading, fontWeight: 'bold' as const }));
  const example = columns.map((column) => ({ value: column.example }));
  const blob = await writeXlsxFile([heading, example]).toBlob();
  saveFile(blob, `${templateName}.xlsx`, XLSX_TYPE);
}
