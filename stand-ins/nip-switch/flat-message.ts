import { expectName, fieldsOf, type Layout, nodesOf } from './message-layouts';
import { readDocument, writeDocument } from './xml-document';

/**
 * Reading and writing a message whose root holds only leaves (every NIP single-item message but
 * the institution list). The caller's type names the layout's fields.
 */
export function readFlat<T extends object>(xml: string, root: string, layout: Layout): T {
  return fieldsOf<T>(expectName(readDocument(xml), root), layout);
}

export function writeFlat(root: string, layout: Layout, fields: object): string {
  return writeDocument([root, nodesOf(layout, fields)]);
}
