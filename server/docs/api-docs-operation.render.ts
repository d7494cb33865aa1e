/**
 * One operation of the API reference: method and path, access rules (x-permission, x-feature,
 * token, Idempotency-Key), parameters, request body and responses.
 */

import {
  asArray,
  asObject,
  asString,
  asStringList,
  type DocsContext,
  deref,
  isObject,
  type JsonObject,
  type OperationEntry,
} from './api-docs-contract.model';
import {
  collectProperties,
  renderLimits,
  renderPropertiesTable,
  renderSchemaNotes,
  renderShortText,
  renderTypeLabel,
} from './api-docs-schema.render';
import { anchorId, escapeHtml, renderInline, renderMarkdown } from './api-docs-text.render';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const JSON_MEDIA = 'application/json';
const FOLD_AFTER_FIELDS = 8;

/** The fragment id of an operation: its operationId, else method and path. */
export function operationAnchor(entry: OperationEntry): string {
  const id = asString(entry.operation.operationId);
  return anchorId('op', id ?? `${entry.method}-${entry.path}`);
}

export function renderMethodBadge(method: string): string {
  const name = method.toLowerCase();
  return `<span class="method method-${escapeHtml(name)}">${escapeHtml(name.toUpperCase())}</span>`;
}

export function renderOperation(ctx: DocsContext, entry: OperationEntry): string {
  const { operation } = entry;
  const id = operationAnchor(entry);
  const summary = asString(operation.summary) ?? asString(operation.operationId) ?? entry.path;
  const description = asString(operation.description);
  const parameters = collectParameters(ctx, entry);
  const deprecated = operation.deprecated === true ? ' <span class="badge">Deprecated</span>' : '';
  return `<article class="op" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title">${renderInline(summary)}${deprecated}</h3>
<p class="endpoint">${renderMethodBadge(entry.method)} <code class="path">${escapeHtml(entry.path)}</code></p>
${description === undefined ? '' : `<div class="md">${renderMarkdown(description)}</div>`}
${renderAccess(ctx, operation, parameters)}
${renderParameters(ctx, parameters)}
${renderRequestBody(ctx, operation.requestBody)}
${renderResponses(ctx, operation.responses)}
</article>`;
}

/** Path-level parameters apply too, unless the operation redefines the same name and place. */
function collectParameters(ctx: DocsContext, entry: OperationEntry): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const raw of [
    ...asArray(entry.pathItem.parameters),
    ...asArray(entry.operation.parameters),
  ]) {
    const parameter = deref(ctx, raw);
    byKey.set(`${asString(parameter.in)}:${asString(parameter.name)}`, parameter);
  }
  return [...byKey.values()];
}

function renderAccess(ctx: DocsContext, operation: JsonObject, parameters: JsonObject[]): string {
  const idempotent = parameters.some(
    (p) =>
      asString(p.in) === 'header' &&
      asString(p.name)?.toLowerCase() === IDEMPOTENCY_HEADER &&
      p.required === true,
  );
  const rows: [string, string][] = [
    ['Operation ID', `<code>${escapeHtml(asString(operation.operationId) ?? '—')}</code>`],
    ['Permission', renderPermission(operation['x-permission'])],
    ['Licensed feature', renderAnyOf(asStringList(operation['x-feature'])) || 'None'],
    ['Authentication', renderSecurity(ctx, operation)],
    [
      'Idempotency-Key',
      idempotent
        ? '<span class="flag flag-on">Required</span>'
        : '<span class="flag">Not required</span>',
    ],
  ];
  const items = rows.map(([term, value]) => `<div><dt>${term}</dt><dd>${value}</dd></div>`);
  return `<dl class="access">${items.join('')}</dl>`;
}

/** `none` means every signed-in user may call it; a list means any one of them suffices. */
export function renderPermission(value: unknown): string {
  const permissions = asStringList(value);
  if (permissions.length === 1 && permissions[0] === 'none') return 'No permission needed';
  return renderAnyOf(permissions) || 'Not stated';
}

function renderAnyOf(values: string[]): string {
  const codes = values.map((value) => `<code>${escapeHtml(value)}</code>`);
  if (codes.length <= 1) return codes.join('');
  return `any of ${codes.join(', ')}`;
}

/** The operation's own `security` wins over the document's; an empty list means public. */
function renderSecurity(ctx: DocsContext, operation: JsonObject): string {
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : asArray(ctx.root.security);
  if (requirements.length === 0) return 'None (public)';
  const schemes = asObject(asObject(ctx.root.components).securitySchemes);
  const names = requirements.flatMap((requirement) => Object.keys(asObject(requirement)));
  const labels = [...new Set(names)].map((name) => {
    const scheme = asObject(schemes[name]);
    const bearer = asString(scheme.scheme)?.toLowerCase() === 'bearer';
    return bearer ? 'Bearer token' : `<code>${escapeHtml(name)}</code>`;
  });
  return labels.join(' or ') || 'None (public)';
}

function renderParameters(ctx: DocsContext, parameters: JsonObject[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map((parameter) => {
    const required = parameter.required === true;
    return `<tr>
<th scope="row"><code>${escapeHtml(asString(parameter.name) ?? '')}</code></th>
<td>${escapeHtml(asString(parameter.in) ?? '')}</td>
<td>${required ? '<span class="req">Yes</span>' : '<span class="opt">No</span>'}</td>
<td>${renderTypeLabel(ctx, parameter.schema)}</td>
<td class="desc">${renderMarkdown(asString(parameter.description) ?? '')}</td>
<td class="lim">${renderLimits(ctx, parameter.schema)}</td>
</tr>`;
  });
  return `<h4>Parameters</h4>
<div class="table-wrap"><table class="params">
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th><th scope="col">Limits</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
}

function renderRequestBody(ctx: DocsContext, raw: unknown): string {
  if (!isObject(raw)) return '';
  const body = deref(ctx, raw);
  const description = asString(body.description);
  const media = Object.entries(asObject(body.content)).map(([type, content]) => {
    const schema = asObject(content).schema;
    const table = renderPropertiesTable(ctx, schema);
    const count = collectProperties(ctx, schema).properties.length;
    // Short bodies are shown open; long ones fold so the operation stays scannable.
    const open = count <= FOLD_AFTER_FIELDS ? ' open' : '';
    const fields =
      table === ''
        ? ''
        : `<details class="fold"${open}><summary>${count} fields</summary>${table}</details>`;
    return `<p class="body-type"><code>${escapeHtml(type)}</code> ${renderTypeLabel(ctx, schema)}</p>
${renderSchemaNotes(ctx, schema)}${fields}`;
  });
  return `<h4>Request body <span class="${body.required === true ? 'req' : 'opt'}">${body.required === true ? 'required' : 'optional'}</span></h4>
${description === undefined ? '' : `<div class="md">${renderMarkdown(description)}</div>`}
${media.join('\n')}`;
}

function renderResponses(ctx: DocsContext, raw: unknown): string {
  const responses = Object.entries(asObject(raw));
  if (responses.length === 0) return '';
  const rows = responses.map(([status, value]) => {
    const response = deref(ctx, value);
    const bodies = Object.entries(asObject(response.content)).map(([type, content]) => {
      // Every body of this API is JSON; only another media type is worth pointing out.
      const media = type === JSON_MEDIA ? '' : ` <span class="media">${escapeHtml(type)}</span>`;
      return `${renderTypeLabel(ctx, asObject(content).schema)}${media}`;
    });
    const headers = Object.keys(asObject(response.headers)).map(
      (name) => `<code>${escapeHtml(name)}</code>`,
    );
    const headerNote =
      headers.length > 0 ? `<p class="media">Headers: ${headers.join(', ')}</p>` : '';
    const statusClass = /^[1-5]/.test(status) ? `status-${status[0]}xx` : 'status-default';
    return `<tr>
<th scope="row"><span class="status ${statusClass}">${escapeHtml(status)}</span></th>
<td class="desc">${renderShortText(asString(response.description))}${headerNote}</td>
<td>${bodies.join('<br>') || '<span class="opt">No body</span>'}</td>
</tr>`;
  });
  return `<h4>Responses</h4>
<div class="table-wrap"><table class="responses">
<thead><tr><th scope="col">Status</th><th scope="col">Description</th><th scope="col">Body</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
}
