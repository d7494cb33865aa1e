/**
 * Text helpers for the API reference: HTML escaping and the small Markdown subset the
 * contract's descriptions use (paragraphs, `-` lists, `code` and **bold**). Text is always
 * escaped before any markup is added, so contract text can never inject HTML.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A fragment id made only of characters that are safe in `id` and in `href="#..."`. */
export function anchorId(prefix: string, name: string): string {
  const slug = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${prefix}-${slug || 'item'}`;
}

/** One line of text: `code` spans and **bold**; code spans are left literal inside. */
export function renderInline(text: string): string {
  // Odd segments after splitting on backticks are code spans; an unpaired backtick stays text.
  const parts = text.split('`');
  const closed = parts.length % 2 === 1;
  return parts
    .map((part, index) => {
      const isCode = index % 2 === 1 && (closed || index < parts.length - 1);
      if (isCode) return `<code>${escapeHtml(part)}</code>`;
      const prefix = index % 2 === 1 ? '`' : '';
      return escapeHtml(prefix + part).replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    })
    .join('');
}

/** Block text: blank lines separate paragraphs, lines starting with `- ` form a list. */
export function renderMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim() !== '')
    .map(renderBlock)
    .join('\n');
}

function renderBlock(block: string): string {
  const lines = block.split('\n').map((line) => line.trim());
  const listStart = lines.findIndex((line) => line.startsWith('- '));
  if (listStart === -1) return `<p>${renderInline(lines.join(' '))}</p>`;
  const lead = lines.slice(0, listStart);
  const paragraph = lead.length > 0 ? `<p>${renderInline(lead.join(' '))}</p>\n` : '';
  return paragraph + renderList(lines.slice(listStart));
}

/** Lines that do not start a new item continue the previous one (wrapped YAML text). */
function renderList(lines: string[]): string {
  const items: string[] = [];
  for (const line of lines) {
    if (line.startsWith('- ')) items.push(line.slice(2));
    else if (items.length > 0) items[items.length - 1] += ` ${line}`;
  }
  return `<ul>${items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</ul>`;
}

/** Large integers such as kobo bounds are easier to read grouped: 100,000,000,000,000. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) && Math.abs(value) >= 10_000
    ? value.toLocaleString('en-US')
    : String(value);
}

/** Any JSON value as short literal text, e.g. for `default`, `const` and `enum` values. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}
