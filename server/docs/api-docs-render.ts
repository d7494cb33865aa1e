/**
 * Renders the OpenAPI contract as one static HTML page for bank integrators and testers.
 * The page carries no script and no inline style, so it works under a strict
 * Content-Security-Policy; all styling comes from /api/docs/docs.css.
 */

import {
  asArray,
  asObject,
  asString,
  type DocsContext,
  groupByTag,
  isObject,
  listOperations,
  type TagGroup,
} from './api-docs-contract.model';
import { operationAnchor, renderMethodBadge, renderOperation } from './api-docs-operation.render';
import { listSchemaNames, renderSchemasSection } from './api-docs-schemas.render';
import { anchorId, escapeHtml, renderMarkdown } from './api-docs-text.render';

export const API_DOCS_TITLE = 'Kobo Back Office API reference';
export const API_DOCS_STYLESHEET = '/api/docs/docs.css';

/** The whole HTML document; a document that is not a mapping renders as an empty reference. */
export function renderApiDocs(doc: unknown): string {
  const ctx: DocsContext = { root: isObject(doc) ? doc : {} };
  const groups = groupByTag(ctx.root, listOperations(ctx.root));
  // The empty data: icon stops browsers asking for /favicon.ico, which the API would answer 404.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(API_DOCS_TITLE)}</title>
<link rel="stylesheet" href="${API_DOCS_STYLESHEET}">
<link rel="icon" href="data:,">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${renderHeader(ctx)}
<div class="layout">
${renderNav(ctx, groups)}
<main id="main" tabindex="-1">
${renderOverview(ctx)}
${groups.map((group) => renderTagSection(ctx, group)).join('\n')}
${renderSchemasSection(ctx)}
</main>
</div>
</body>
</html>
`;
}

function renderHeader(ctx: DocsContext): string {
  const info = asObject(ctx.root.info);
  const title = asString(info.title) ?? 'API';
  const version = asString(info.version);
  const openapi = asString(ctx.root.openapi);
  return `<header class="site-header">
<p class="brand"><span class="brand-mark" aria-hidden="true">K</span> ${escapeHtml(title)}</p>
<p class="header-meta">
${version === undefined ? '' : `<span class="pill">Version ${escapeHtml(version)}</span>`}
${openapi === undefined ? '' : `<span class="pill pill-muted">OpenAPI ${escapeHtml(openapi)}</span>`}
<a href="/api/openapi.json">openapi.json</a>
<a href="/api/openapi.yaml">openapi.yaml</a>
</p>
</header>`;
}

function renderNav(ctx: DocsContext, groups: TagGroup[]): string {
  const tags = groups.map((group) => {
    const operations = group.operations.map((entry) => {
      const label = asString(entry.operation.operationId) ?? `${entry.method} ${entry.path}`;
      return `<li><a href="#${operationAnchor(entry)}">${renderMethodBadge(entry.method)} <span class="nav-op">${escapeHtml(label)}</span></a></li>`;
    });
    return `<li><a class="nav-tag" href="#${tagAnchor(group.name)}">${escapeHtml(group.name)} <span class="count">${group.operations.length}</span></a>
<ul class="nav-ops">${operations.join('')}</ul></li>`;
  });
  const schemaCount = listSchemaNames(ctx).length;
  const schemas =
    schemaCount === 0
      ? ''
      : `<li><a class="nav-tag" href="#schemas">Schemas <span class="count">${schemaCount}</span></a></li>`;
  return `<nav class="sidebar" aria-label="API reference">
<ul class="nav-tags">
<li><a class="nav-tag" href="#overview">Overview</a></li>
${tags.join('\n')}
${schemas}
</ul>
</nav>`;
}

function renderOverview(ctx: DocsContext): string {
  const info = asObject(ctx.root.info);
  const description = asString(info.description);
  const base = asString(asObject(asArray(ctx.root.servers)[0]).url);
  return `<section class="overview" id="overview" aria-labelledby="overview-title">
<h1 id="overview-title">${escapeHtml(asString(info.title) ?? 'API')} reference</h1>
${base === undefined ? '' : `<p class="lead">Base URL <code>${escapeHtml(base)}</code></p>`}
${description === undefined ? '' : `<div class="md">${renderMarkdown(description)}</div>`}
</section>`;
}

function tagAnchor(name: string): string {
  return anchorId('tag', name);
}

function renderTagSection(ctx: DocsContext, group: TagGroup): string {
  const id = tagAnchor(group.name);
  const description = group.description;
  return `<section class="tag" id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${escapeHtml(group.name)}</h2>
${description === undefined ? '' : `<div class="md lead">${renderMarkdown(description)}</div>`}
${group.operations.map((entry) => renderOperation(ctx, entry)).join('\n')}
</section>`;
}
