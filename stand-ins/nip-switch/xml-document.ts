import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The stand-in's own reading and writing of NIP's XML documents. It is deliberately strict: an
 * element the layout does not name, one it names but is missing, or elements out of the layout's
 * order make the document unreadable, so a console that misspells or drops an element is refused
 * here instead of being read as an empty value.
 */

/** A document that is not the message it should be: not XML, another root, other elements. */
export class WireFormatError extends Error {
  override readonly name = 'WireFormatError';
}

/** An element as read: its text when it holds text, else its child elements in order. */
export interface XmlElement {
  readonly name: string;
  readonly text: string;
  readonly children: readonly XmlElement[];
}

/** What a writer puts in a document: a leaf with its text, or an element with children. */
export type XmlNode = readonly [name: string, content: string | readonly XmlNode[]];

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

// Values stay text (parseTagValue off): codes and account numbers keep their leading zeros.
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  preserveOrder: true,
});

type Ordered = Record<string, unknown>;

function elementOf(entry: Ordered): XmlElement {
  const [name] = Object.keys(entry);
  const content = name === undefined ? [] : entry[name];
  if (name === undefined || !Array.isArray(content)) throw new WireFormatError('Not an element.');
  const texts = content.filter((item: Ordered) => '#text' in item);
  const children = content.filter((item: Ordered) => !('#text' in item)).map(elementOf);
  if (texts.length > 0 && children.length > 0) {
    throw new WireFormatError(`<${name}> mixes text and elements.`);
  }
  const text = texts.map((item: Ordered) => String(item['#text'])).join('');
  return { name, text, children };
}

/** The document's root element; throws WireFormatError for anything that is not one document. */
export function readDocument(xml: string): XmlElement {
  if (XMLValidator.validate(xml) !== true) throw new WireFormatError('Not an XML document.');
  const entries = (parser.parse(xml) as Ordered[]).filter((entry) => !('?xml' in entry));
  const [root, ...more] = entries;
  if (root === undefined || more.length > 0) throw new WireFormatError('Not one XML document.');
  return elementOf(root);
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data; all five predefined entities, so any value is safe anywhere. */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function written([name, content]: XmlNode): string {
  const inner = typeof content === 'string' ? escaped(content) : content.map(written).join('');
  return `<${name}>${inner}</${name}>`;
}

/**
 * The document as NIP sends it over HTTP: the XML declaration and the root, with no whitespace
 * between elements and an empty value written as an open and close tag pair.
 */
export function writeDocument(root: XmlNode): string {
  return XML_DECLARATION + written(root);
}
