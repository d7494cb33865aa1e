/**
 * Schema display for the API reference: one-line type labels with links to component schemas,
 * limits (lengths, ranges, patterns, enums) and property tables. Schemas are shown one level
 * deep; nested component schemas are links, which also keeps recursive schemas finite.
 */

import {
  asArray,
  asObject,
  asString,
  type DocsContext,
  deref,
  isObject,
  type JsonObject,
  schemaRefName,
} from './api-docs-contract.model';
import {
  anchorId,
  escapeHtml,
  formatNumber,
  literal,
  renderInline,
  renderMarkdown,
} from './api-docs-text.render';

/** More enum values than this are folded away (Permission lists about eighty). */
const ENUM_INLINE_MAX = 12;
/** Guards allOf flattening against self-including schemas. */
const MAX_ALL_OF_DEPTH = 8;

export function schemaAnchor(name: string): string {
  return anchorId('schema', name);
}

/** `string`, `array of <Id>`, `string | null`, `one of <A> | <B>`: HTML, already escaped. */
export function renderTypeLabel(ctx: DocsContext, node: unknown): string {
  if (!isObject(node)) return '<span class="type">any</span>';
  const ref = asString(node.$ref);
  if (ref !== undefined) return renderRefLink(ctx, ref);
  const composite = renderCompositeLabel(ctx, node);
  if (composite !== undefined) return composite;
  const types = typeNames(node);
  if (types.length === 0 && node.const !== undefined) return '<span class="type">const</span>';
  if (types.length === 0) return '<span class="type">any</span>';
  const labels = types.map((type) => renderSingleType(ctx, node, type));
  return labels.join(' <span class="sep">|</span> ');
}

function renderRefLink(ctx: DocsContext, ref: string): string {
  const name = schemaRefName(ref);
  if (name === undefined) return renderTypeLabel(ctx, deref(ctx, { $ref: ref }));
  return `<a class="schema-link" href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
}

function renderCompositeLabel(ctx: DocsContext, node: JsonObject): string | undefined {
  for (const [keyword, title, joiner] of [
    ['oneOf', 'one of', '|'],
    ['anyOf', 'any of', '|'],
    ['allOf', 'all of', '&amp;'],
  ] as const) {
    const variants = asArray(node[keyword]);
    if (variants.length === 0) continue;
    const labels = variants.map((variant) => renderTypeLabel(ctx, variant));
    return `<span class="type">${title}</span> ${labels.join(` <span class="sep">${joiner}</span> `)}`;
  }
  return undefined;
}

function typeNames(node: JsonObject): string[] {
  if (typeof node.type === 'string') return [node.type];
  const listed = asArray(node.type).filter((type): type is string => typeof type === 'string');
  if (listed.length > 0) return listed;
  return isObject(node.properties) ? ['object'] : [];
}

function renderSingleType(ctx: DocsContext, node: JsonObject, type: string): string {
  if (type === 'array') {
    return `<span class="type">array of</span> ${renderTypeLabel(ctx, node.items)}`;
  }
  if (type === 'object' && isObject(node.additionalProperties) && !isObject(node.properties)) {
    return `<span class="type">map of</span> ${renderTypeLabel(ctx, node.additionalProperties)}`;
  }
  const format = asString(node.format);
  const suffix = format !== undefined && type !== 'null' ? ` (${escapeHtml(format)})` : '';
  return `<span class="type">${escapeHtml(type)}${suffix}</span>`;
}

/** Limits of a schema as HTML; a ref to a simple (non-object) schema shows the target's. */
export function renderLimits(ctx: DocsContext, node: unknown): string {
  if (!isObject(node)) return '';
  const own = limitItems(node);
  const target = asString(node.$ref) !== undefined ? deref(ctx, node) : undefined;
  const inherited = target !== undefined && isSimple(target) ? limitItems(target) : [];
  const items = own.length > 0 ? own : inherited;
  if (items.length === 0) return '';
  return `<ul class="limits">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

function isSimple(schema: JsonObject): boolean {
  if (isObject(schema.properties) || schema.oneOf || schema.anyOf || schema.allOf) return false;
  return !typeNames(schema).includes('object');
}

function limitItems(node: JsonObject): string[] {
  const items = [
    range(node.minLength, node.maxLength, 'length'),
    numericRange(node),
    range(node.minItems, node.maxItems, 'items'),
    range(node.minProperties, node.maxProperties, 'entries'),
  ].filter((item): item is string => item !== undefined);
  if (node.uniqueItems === true) items.push('unique items');
  if (typeof node.multipleOf === 'number') items.push(`multiple of ${node.multipleOf}`);
  const pattern = asString(node.pattern);
  if (pattern !== undefined) items.push(`pattern <code>${escapeHtml(pattern)}</code>`);
  if (node.const !== undefined)
    items.push(`always <code>${escapeHtml(literal(node.const))}</code>`);
  if (Array.isArray(node.enum)) items.push(renderEnum(node.enum));
  if (node.default !== undefined) {
    items.push(`default <code>${escapeHtml(literal(node.default))}</code>`);
  }
  return items;
}

/** `length 11`, `length 1–64`, `≤ 100 items`: the reader sees both bounds at once. */
function range(min: unknown, max: unknown, unit: string): string | undefined {
  const low = typeof min === 'number' ? formatNumber(min) : undefined;
  const high = typeof max === 'number' ? formatNumber(max) : undefined;
  if (low !== undefined && high !== undefined) {
    return low === high ? `${unit} ${low}` : `${unit} ${low}–${high}`;
  }
  if (high !== undefined) return `${unit} ≤ ${high}`;
  if (low !== undefined) return `${unit} ≥ ${low}`;
  return undefined;
}

function numericRange(node: JsonObject): string | undefined {
  const bound = (inclusive: unknown, exclusive: unknown, strict: string, loose: string) => {
    if (typeof exclusive === 'number') return `${strict} ${formatNumber(exclusive)}`;
    if (typeof inclusive === 'number') return `${loose} ${formatNumber(inclusive)}`;
    return undefined;
  };
  const low = bound(node.minimum, node.exclusiveMinimum, '&gt;', '≥');
  const high = bound(node.maximum, node.exclusiveMaximum, '&lt;', '≤');
  const inclusive = node.exclusiveMinimum === undefined && node.exclusiveMaximum === undefined;
  if (inclusive && typeof node.minimum === 'number' && typeof node.maximum === 'number') {
    return `from ${formatNumber(node.minimum)} to ${formatNumber(node.maximum)}`;
  }
  if (low !== undefined && high !== undefined) return `${low} and ${high}`;
  return low ?? high;
}

function renderEnum(values: unknown[]): string {
  const codes = values.map((value) => `<code>${escapeHtml(literal(value))}</code>`).join(' ');
  if (values.length <= ENUM_INLINE_MAX) return `one of ${codes}`;
  return `<details class="enum"><summary>one of ${values.length} values</summary>${codes}</details>`;
}

/** Properties and required names of a schema, with `allOf` members merged in. */
export function collectProperties(
  ctx: DocsContext,
  node: unknown,
  depth = 0,
): { properties: [string, unknown][]; required: Set<string> } {
  const schema = deref(ctx, node);
  const properties: [string, unknown][] = [];
  const required = new Set<string>();
  // allOf members come first, as in the document (PageMeta before a page's items).
  const members = depth < MAX_ALL_OF_DEPTH ? asArray(schema.allOf) : [];
  for (const member of members) {
    const merged = collectProperties(ctx, member, depth + 1);
    properties.push(...merged.properties);
    for (const name of merged.required) required.add(name);
  }
  properties.push(...Object.entries(asObject(schema.properties)));
  for (const name of asArray(schema.required)) if (typeof name === 'string') required.add(name);
  return { properties, required };
}

/** A property's own description, else that of the simple schema it refers to. */
function propertyDescription(ctx: DocsContext, node: unknown): string | undefined {
  const own = asString(asObject(node).description);
  if (own !== undefined) return own;
  if (asString(asObject(node).$ref) === undefined) return undefined;
  const target = deref(ctx, node);
  return isSimple(target) ? asString(target.description) : undefined;
}

export function renderPropertiesTable(ctx: DocsContext, node: unknown): string {
  const { properties, required } = collectProperties(ctx, node);
  if (properties.length === 0) return '';
  const rows = properties.map(([name, property]) => {
    const description = propertyDescription(ctx, property);
    const isRequired = required.has(name);
    return `<tr>
<th scope="row"><code>${escapeHtml(name)}</code></th>
<td>${renderTypeLabel(ctx, property)}</td>
<td>${isRequired ? '<span class="req">Yes</span>' : '<span class="opt">No</span>'}</td>
<td class="desc">${description === undefined ? '' : renderMarkdown(description)}</td>
<td class="lim">${renderLimits(ctx, property)}</td>
</tr>`;
  });
  return `<div class="table-wrap"><table class="props">
<thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th><th scope="col">Limits</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
}

/** Notes a property table cannot show: whether other keys are allowed, and variants. */
export function renderSchemaNotes(ctx: DocsContext, node: unknown): string {
  const schema = deref(ctx, node);
  const notes: string[] = [];
  const extra = schema.additionalProperties;
  if (isObject(schema.properties) && extra === false) notes.push('No other properties allowed.');
  if (isObject(extra) && isObject(schema.properties)) {
    notes.push(`Other keys allowed, each ${renderTypeLabel(ctx, extra)}.`);
  }
  const oneOf = asArray(schema.oneOf).map((variant) => renderTypeLabel(ctx, variant));
  if (oneOf.length > 0) notes.push(`Exactly one of: ${oneOf.join(', ')}.`);
  const anyOf = asArray(schema.anyOf).map((variant) => renderTypeLabel(ctx, variant));
  if (anyOf.length > 0) notes.push(`One or more of: ${anyOf.join(', ')}.`);
  return notes.length > 0
    ? `<ul class="notes">${notes.map((n) => `<li>${n}</li>`).join('')}</ul>`
    : '';
}

/** Inline Markdown for short one-line texts inside tables. */
export function renderShortText(text: string | undefined): string {
  return text === undefined ? '' : renderInline(text.trim().replace(/\s+/g, ' '));
}
