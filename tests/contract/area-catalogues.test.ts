import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPROVAL_TYPE_WORDS, GL_EVENT_WORDS } from '../../api/area-words.gen';
import { approvalTypesOf } from '../../server/approvals/approval-executors';
import { approvalsArea } from '../../server/approvals/approvals.area';
import type { Area } from '../../server/area';
import { AREAS } from '../../server/areas';
import { configArea } from '../../server/config/config.area';
import { configKeysOf } from '../../server/config/config.service';
import { CORE_ERRORS } from '../../server/errors/core.errors';
import { glArea } from '../../server/gl/gl.area';
import { chartOf } from '../../server/gl/gl-chart';
import { importSpecifiers } from '../support/import-graph';
import { isObject, type JsonObject, loadContract } from './openapi-doc';

/**
 * An area plugs in through its own module: the catalogues that every area adds to (error codes,
 * the demo chart's accounts and GL events, approval types, configuration keys, and the words the
 * console reads for them) are derived from the Area records of server/areas.ts, never kept by
 * hand in a central file. Outside its own folders an area needs only these files.
 */
const AN_AREA_TOUCHES_OUTSIDE_ITS_FOLDERS = [
  'openapi.yaml',
  'server/areas.ts',
  'ui/app/route-pages.ts',
] as const;

/**
 * The central files that hold catalogues of every area, derived from the areas, each with the
 * area it sits in (whose own names it may use) or none.
 */
const DERIVED: readonly (readonly [path: string, own: Area | null])[] = [
  ['server/errors/error-registry.ts', null],
  ['server/errors/domain-error.ts', null],
  ['server/http/app-error.ts', null],
  ['server/area-events.ts', null],
  ['server/gl/gl.seed.ts', glArea],
  ['server/gl/gl-chart.ts', glArea],
  ['server/approvals/approvals.seed.ts', approvalsArea],
  ['server/approvals/approval-executors.ts', approvalsArea],
  ['server/config/config.service.ts', configArea],
  ['ui/pages/gl/gl-events.ts', null],
  ['ui/pages/approvals/approval-words.ts', null],
];

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const contract = loadContract();

function schemaEnum(name: string): string[] {
  const schemas = isObject(contract.components) ? contract.components.schemas : null;
  const schema = (isObject(schemas) ? schemas[name] : null) as JsonObject | null;
  return [...((schema?.enum as string[] | undefined) ?? [])].sort();
}

const chart = chartOf(AREAS);
const approvalTypes = approvalTypesOf(AREAS);
const configKeys = configKeysOf(AREAS);

/** Every name an area owns: its codes, GL events and accounts, approval types and config keys. */
function namesOf(area: Area): string[] {
  return [
    ...Object.keys(area.errors ?? {}),
    ...Object.keys(area.gl?.events ?? {}),
    ...Object.values(area.gl?.accounts ?? {}).flatMap((rows) => rows.map(([code]) => code)),
    ...(area.approvalTypes ?? []).map(({ type }) => type),
    ...(area.config ?? []).map(({ key }) => key),
  ];
}

describe('what the areas declare', () => {
  it('names every GL event, approval type and configuration key of the contract, once', () => {
    expect([...chart.events.keys()].sort()).toEqual(schemaEnum('GlEvent'));
    expect([...approvalTypes.keys()].sort()).toEqual(schemaEnum('ApprovalOperationType'));
    expect([...configKeys.keys()].sort()).toEqual(schemaEnum('ConfigKey'));
  });

  it('gives the console the areas’ own words for GL events and approval types', () => {
    expect(GL_EVENT_WORDS.TILL_SHORTAGE).toBe(chart.events.get('TILL_SHORTAGE')?.label);
    expect(APPROVAL_TYPE_WORDS.CASH_REVERSAL).toBe(approvalTypes.get('CASH_REVERSAL')?.label);
    expect(Object.keys(GL_EVENT_WORDS)).toEqual([...chart.events.keys()]);
    expect(Object.keys(APPROVAL_TYPE_WORDS)).toEqual([...approvalTypes.keys()]);
  });

  it('puts each account of the demo chart under a parent declared before it, by code', () => {
    const seen = new Set<string>();
    for (const account of chart.accounts) {
      if (account.parent !== null) expect(seen, account.code).toContain(account.parent);
      seen.add(account.code);
    }
    expect(chart.accounts.map((a) => a.code)).toContain('1102');
  });

  it('maps each GL event of the demo to accounts of the chart that take postings', () => {
    const postable = new Set(chart.accounts.filter((a) => !a.header).map((a) => a.code));
    for (const [event, { map }] of chart.events) {
      for (const code of map ?? []) expect(postable, `${event} → ${code}`).toContain(code);
    }
  });
});

describe('the central files', () => {
  it('keep no area’s codes, GL rows, events, approval types or configuration keys by hand', () => {
    const owned = AREAS.flatMap((area) => namesOf(area).map((name) => ({ name, area })));
    expect(owned.length).toBeGreaterThan(200);
    const literal = (name: string) => new RegExp(`['"\`]${name}['"\`]|\\b${name}:`);
    const found = DERIVED.flatMap(([path, own]) => {
      const text = read(path);
      return owned
        .filter(({ name, area }) => area !== own && literal(name).test(text))
        .map(({ name }) => `${name} in ${path}`);
    });
    expect(found).toEqual([]);
  });

  it('leave the core codes to what any request meets, apart from every area', () => {
    const areaCodes = new Set(AREAS.flatMap((area) => Object.keys(area.errors ?? {})));
    expect(Object.keys(CORE_ERRORS).filter((code) => areaCodes.has(code))).toEqual([]);
  });

  it('are the contract, the one list of areas and the one list of pages', () => {
    for (const path of AN_AREA_TOUCHES_OUTSIDE_ITS_FOLDERS)
      expect(read(path).length).toBeGreaterThan(0);
    // The list of areas names each area's module once and holds nothing of an area by hand.
    const areasText = read('server/areas.ts');
    const imports = importSpecifiers(areasText).filter((spec) => spec.startsWith('.'));
    const modules = imports.filter((spec) => spec.endsWith('.area'));
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules.length).toBe(AREAS.length);
    expect(imports.filter((spec) => !spec.endsWith('.area'))).toEqual([
      './area',
      './area-catalogue',
      './http/operation',
    ]);
    expect(areasText).not.toMatch(/laterArea\(/);
  });
});
