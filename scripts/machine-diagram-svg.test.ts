import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { toSvg } from './machine-diagram-svg';

const flat = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { canRetry: () => true },
}).createMachine({
  id: 'flat',
  initial: 'idle',
  states: {
    idle: { on: { 'flat.start': 'loading' } },
    loading: { invoke: { src: 'load', onDone: 'ready', onError: 'failed' } },
    failed: {
      after: { 500: 'idle' },
      on: { 'flat.retry': { target: 'loading', guard: 'canRetry' } },
    },
    ready: { always: 'idle' },
  },
});

const compound = setup({}).createMachine({
  id: 'compound',
  initial: 'signedOut',
  on: { 'compound.reset': '.signedOut' },
  states: {
    signedOut: { on: { 'compound.login': 'signedIn' } },
    signedIn: {
      initial: 'browsing',
      on: { 'compound.logout': 'signedOut' },
      states: {
        browsing: { on: { 'compound.edit': 'editing' } },
        editing: {
          on: { 'compound.save': 'browsing', 'compound.expire': '#compound.signedOut' },
        },
      },
    },
  },
});

const parallel = setup({}).createMachine({
  id: 'editor',
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      on: { 'editor.close': 'closed' },
      states: {
        bold: {
          initial: 'plain',
          states: {
            plain: { on: { 'bold.toggle': 'strong' } },
            strong: { on: { 'bold.toggle': 'plain' } },
          },
        },
        list: {
          initial: 'none',
          states: {
            none: { on: { 'list.toggle': 'bulleted' } },
            bulleted: { on: { 'list.toggle': 'none' } },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

function uploadMachine() {
  return setup({}).createMachine({
    id: 'upload',
    initial: 'sending',
    states: {
      sending: {
        on: {
          'upload.progress': {},
          'upload.restart': 'sending',
          'upload.finish': 'done',
          'upload.<odd & old>': 'done',
        },
      },
      done: { type: 'final' },
    },
  });
}

/** Each machine with its states' names, its transitions' labels and its initial arrows. */
const cases = [
  {
    name: 'a flat machine',
    machine: flat,
    states: ['idle', 'loading', 'failed', 'ready'],
    labels: [
      'flat.start',
      'done: load',
      'error: load',
      'after 500',
      'flat.retry [canRetry]',
      'always',
    ],
    initials: 1,
  },
  {
    name: 'a compound state',
    machine: compound,
    states: ['signedOut', 'signedIn', 'browsing', 'editing', 'any state'],
    labels: [
      'compound.reset',
      'compound.login',
      'compound.logout',
      'compound.edit',
      'compound.save',
      'compound.expire',
    ],
    initials: 2,
  },
  {
    name: 'a parallel state',
    machine: parallel,
    states: ['editing', 'bold', 'plain', 'strong', 'list', 'none', 'bulleted', 'closed'],
    labels: ['editor.close', 'bold.toggle', 'bold.toggle', 'list.toggle', 'list.toggle'],
    initials: 3,
  },
  {
    name: 'a final state and self-transitions',
    machine: uploadMachine(),
    states: ['sending', 'done'],
    labels: ['upload.progress', 'upload.restart', 'upload.finish', 'upload.<odd & old>'],
    initials: 1,
  },
];

describe('toSvg', () => {
  describe.each(cases)('for $name', ({ machine, states, labels, initials }) => {
    const svg = toSvg(machine, 'chart');
    const texts = textNodes(svg);

    it('is well-formed XML', () => {
      expect(wellFormedProblems(svg)).toEqual([]);
    });

    it("shows every state's name once", () => {
      for (const state of states) {
        expect(
          texts.filter((text) => text === state),
          state,
        ).toHaveLength(1);
      }
    });

    it("shows every transition's label, escaped", () => {
      const expected = labels.map(escapeText).sort();
      const shown = texts.filter((text) => !states.includes(text)).sort();
      expect(shown).toEqual(expected);
    });

    it('draws one arrow per transition and per initial state', () => {
      expect(count(svg, '<path class="transition"')).toBe(labels.length);
      expect(count(svg, '<path class="initial"')).toBe(initials);
      expect(count(svg, '<circle class="initial"')).toBe(initials);
      expect(count(svg, 'marker-end="url(#chart-arrow)"')).toBe(labels.length + initials);
    });

    it('gives the same bytes every time', () => {
      expect(toSvg(machine, 'chart')).toBe(svg);
    });

    it('rounds every number to one decimal at most', () => {
      const numbers = svg.match(/-?\d+(\.\d+)?/g) ?? [];
      expect(numbers.filter((value) => /\.\d\d/.test(value))).toEqual([]);
    });
  });

  it('titles the picture and paints its background white', () => {
    const svg = toSvg(flat, 'flat & co');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
    expect(svg).toContain('<title>flat &amp; co</title>');
    expect(svg).toMatch(/<rect width="[\d.]+" height="[\d.]+" fill="#ffffff"\/>/);
    expect(svg).toContain('font-family="system-ui,');
  });

  it('draws compound states and parallel regions as clusters, regions dashed', () => {
    const svg = toSvg(parallel, 'editor');
    expect(count(svg, '<g class="cluster">')).toBe(3);
    expect(count(svg, 'stroke-dasharray')).toBe(2);
    expect(count(toSvg(compound, 'compound'), '<g class="cluster">')).toBe(1);
  });

  it('rings final states', () => {
    expect(count(toSvg(parallel, 'editor'), '<g class="state final">')).toBe(1);
    expect(count(toSvg(uploadMachine(), 'upload'), '<g class="state final">')).toBe(1);
  });

  it('gives a machine built twice the same bytes', () => {
    expect(toSvg(uploadMachine(), 'upload')).toBe(toSvg(uploadMachine(), 'upload'));
  });

  it('relies on an XML check that does catch mistakes', () => {
    expect(wellFormedProblems('<svg><g></svg>')).not.toEqual([]);
    expect(wellFormedProblems('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(wellFormedProblems('<svg x=1/>')).not.toEqual([]);
    expect(wellFormedProblems('<svg/><svg/>')).not.toEqual([]);
    expect(wellFormedProblems('<svg a="1"><text b="&lt;">&amp;</text></svg>')).toEqual([]);
  });
});

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The content of every <text> element, as written (still escaped). */
function textNodes(svg: string): string[] {
  return svg
    .split('<text ')
    .slice(1)
    .map((part) => part.slice(part.indexOf('>') + 1, part.indexOf('</text>')));
}

const ENTITIES = ['&amp;', '&lt;', '&gt;', '&quot;', '&apos;'];

/**
 * What keeps `xml` from being well-formed: tags that do not nest, more or less than one root,
 * attributes without quoted values, or a bare `<` or `&` in text or attribute values.
 */
function wellFormedProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < xml.length) {
    const start = xml.indexOf('<', at);
    const text = xml.slice(at, start === -1 ? xml.length : start);
    if (open.length === 0 && text.trim() !== '') problems.push(`text outside the root: ${text}`);
    problems.push(...entityProblems(text));
    if (start === -1) break;
    const end = xml.indexOf('>', start);
    if (end === -1) return [...problems, `unclosed tag at ${start}`];
    const tag = xml.slice(start + 1, end);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (open.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else {
      const selfClosing = tag.endsWith('/');
      const [name = '', ...rest] = (selfClosing ? tag.slice(0, -1) : tag).split(' ');
      if (name === '' || name.includes('<')) problems.push(`bad tag name in <${tag}>`);
      problems.push(...attributeProblems(rest.join(' ')));
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(name);
    }
    at = end + 1;
  }
  if (open.length > 0) problems.push(`left open: ${open.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** Attributes are `name="value"` pairs, separated by spaces. */
function attributeProblems(attributes: string): string[] {
  const problems: string[] = [];
  let rest = attributes.trim();
  while (rest !== '') {
    const equals = rest.indexOf('="');
    const close = rest.indexOf('"', equals + 2);
    if (equals <= 0 || close === -1) return [...problems, `bad attributes: ${rest}`];
    const value = rest.slice(equals + 2, close);
    if (value.includes('<')) problems.push(`< in attribute value: ${value}`);
    problems.push(...entityProblems(value));
    rest = rest.slice(close + 1);
    if (rest !== '' && !rest.startsWith(' ')) return [...problems, `no space before: ${rest}`];
    rest = rest.trim();
  }
  return problems;
}

function entityProblems(text: string): string[] {
  return text
    .split('&')
    .slice(1)
    .filter((after) => !ENTITIES.some((entity) => `&${after}`.startsWith(entity)))
    .map((after) => `bare & before: ${after.slice(0, 10)}`);
}
