/** The closing "Schemas" section: every component schema with its properties and limits. */

import { asObject, asString, type DocsContext } from './api-docs-contract.model';
import {
  collectProperties,
  renderLimits,
  renderPropertiesTable,
  renderSchemaNotes,
  renderTypeLabel,
  schemaAnchor,
} from './api-docs-schema.render';
import { escapeHtml, renderMarkdown } from './api-docs-text.render';

/** Schemas with more properties than this are folded into <details> to keep the page scannable. */
const FOLD_AFTER_PROPERTIES = 8;

export function listSchemaNames(ctx: DocsContext): string[] {
  return Object.keys(asObject(asObject(ctx.root.components).schemas));
}

export function renderSchemasSection(ctx: DocsContext): string {
  const schemas = Object.entries(asObject(asObject(ctx.root.components).schemas));
  if (schemas.length === 0) return '';
  const articles = schemas.map(([name, schema]) => renderSchemaArticle(ctx, name, schema));
  return `<section class="schemas" id="schemas" aria-labelledby="schemas-title">
<h2 id="schemas-title">Schemas</h2>
<p class="lead">The ${schemas.length} shared schemas that requests and responses refer to.</p>
${articles.join('\n')}
</section>`;
}

function renderSchemaArticle(ctx: DocsContext, name: string, schema: unknown): string {
  const id = schemaAnchor(name);
  const description = asString(asObject(schema).description);
  const count = collectProperties(ctx, schema).properties.length;
  const table = renderPropertiesTable(ctx, schema);
  const body =
    count > FOLD_AFTER_PROPERTIES
      ? `<details class="fold"><summary>Show ${count} properties</summary>${table}</details>`
      : table;
  const limits = count === 0 ? renderLimits(ctx, schema) : '';
  return `<article class="schema" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><code>${escapeHtml(name)}</code> <span class="schema-kind">${renderTypeLabel(ctx, schema)}</span></h3>
${description === undefined ? '' : `<div class="md">${renderMarkdown(description)}</div>`}
${limits}
${renderSchemaNotes(ctx, schema)}
${body}
</article>`;
}
