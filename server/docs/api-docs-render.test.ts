import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderApiDocs } from './api-docs-render';
import { escapeHtml, renderMarkdown } from './api-docs-text.render';

const contract: unknown = parse(
  readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'),
);
const html = renderApiDocs(contract);

interface ContractOperation {
  operationId: string;
  permissions: string[];
}

/** Operations of the real contract, read independently of the renderer's own helpers. */
function contractOperations(): ContractOperation[] {
  const paths = (contract as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.values(paths).flatMap((pathItem) =>
    Object.values(pathItem)
      .filter((op): op is Record<string, unknown> => typeof op === 'object' && op !== null)
      .filter((op) => typeof op.operationId === 'string')
      .map((op) => ({
        operationId: String(op.operationId),
        permissions: ([] as unknown[]).concat(op['x-permission'] ?? []).map(String),
      })),
  );
}

function tinyDoc(overrides: Record<string, unknown>): unknown {
  return {
    openapi: '3.1.0',
    info: { title: 'Tiny <API>', version: '1.0.0' },
    tags: [{ name: 'Things' }],
    paths: {
      '/things': { get: { operationId: 'listThings', tags: ['Things'], ...overrides } },
    },
    components: { schemas: {} },
  };
}

describe('renderApiDocs on openapi.yaml', () => {
  const operations = contractOperations();

  it('is a complete English HTML document with the external stylesheet', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Kobo Back Office API reference</title>');
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    expect(html).toContain('Kobo Back Office API');
    expect(html).toContain('Version 0.1.0');
  });

  it('shows every operationId with its own anchor', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { operationId } of operations) {
      expect(html).toContain(`id="op-${operationId}"`);
      expect(html).toContain(`<code>${operationId}</code>`);
    }
  });

  it('shows every x-permission value', () => {
    for (const { permissions } of operations) {
      for (const permission of permissions.filter((p) => p !== 'none')) {
        expect(html).toContain(`<code>${permission}</code>`);
      }
    }
    expect(html).toContain('No permission needed');
    expect(html).toMatch(/any of <code>[a-z.]+<\/code>, <code>[a-z.]+<\/code>/);
  });

  it('gives every component schema an anchor and resolves every link to one', () => {
    const schemas = Object.keys(
      (contract as { components: { schemas: Record<string, unknown> } }).components.schemas,
    );
    for (const name of schemas) expect(html).toContain(`id="schema-${name}"`);
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
  });

  it('marks the money-moving operations as needing an Idempotency-Key', () => {
    const article = html.slice(html.indexOf('id="op-postManualJournal"'));
    const end = article.indexOf('</article>');
    expect(article.slice(0, end)).toContain('<span class="flag flag-on">Required</span>');
  });

  it('contains no script and no inline style, as the Content-Security-Policy demands', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/ on[a-z]+=/i);
  });
});

describe('renderApiDocs escaping', () => {
  it('escapes markup in summaries, descriptions, titles and names', () => {
    const out = renderApiDocs(
      tinyDoc({
        summary: 'List <b>things</b>',
        description: 'Uses `<script>` & "quotes"',
        'x-permission': 'thing.<view>',
        'x-feature': ['A&B'],
      }),
    );
    expect(out).toContain('List &lt;b&gt;things&lt;/b&gt;');
    expect(out).not.toContain('<b>');
    expect(out).toContain('<code>&lt;script&gt;</code> &amp; &quot;quotes&quot;');
    expect(out).toContain('<code>thing.&lt;view&gt;</code>');
    expect(out).toContain('<code>A&amp;B</code>');
    expect(out).toContain('Tiny &lt;API&gt;');
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('renders an array permission as "any of" and none as no permission needed', () => {
    expect(renderApiDocs(tinyDoc({ 'x-permission': ['a.view', 'b.view'] }))).toContain(
      'any of <code>a.view</code>, <code>b.view</code>',
    );
    expect(renderApiDocs(tinyDoc({ 'x-permission': 'none' }))).toContain('No permission needed');
  });

  it('does not fail on a document that is not an OpenAPI mapping', () => {
    expect(renderApiDocs(null)).toContain('<html lang="en">');
    expect(renderApiDocs('text')).toContain('</html>');
  });
});

describe('renderMarkdown', () => {
  it('renders paragraphs, lists, code and bold from escaped text', () => {
    const out = renderMarkdown('Intro `a<b>`:\n\n- **One** item\n  continued\n- Two');
    expect(out).toBe(
      '<p>Intro <code>a&lt;b&gt;</code>:</p>\n<ul><li><strong>One</strong> item continued</li><li>Two</li></ul>',
    );
  });

  it('keeps an unpaired backtick as text', () => {
    expect(renderMarkdown('a `b')).toBe('<p>a `b</p>');
  });
});
