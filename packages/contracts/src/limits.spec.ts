import * as contracts from './index';

// Issue 17, item 4: "Every string and array in the contracts gets a maximum, and a unit test walks every schema
// of packages/contracts and fails on an unbounded string or array, so the next areas cannot forget it." A
// shopper's surname of 1 000 000 characters was stored, and every shopper list then answered 3.8 MB.

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; pattern?: RegExp } } }[];
  [key: string]: unknown;
};
type Schema = { _zod: { def: Def } };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** String formats whose own pattern bounds the length. */
const BOUNDED_FORMATS = new Set([
  'date',
  'datetime',
  'time',
  'uuid',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'ipv4',
]);

/** A regular expression anchored at both ends without an unbounded repetition matches only bounded texts. */
const isBoundedPattern = (pattern: RegExp) =>
  pattern.source.startsWith('^') && pattern.source.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern.source);

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
const hasMaximum = (def: Def) =>
  checksOf(def).some(({ check }) => check === 'max_length' || check === 'length_equals');

function isBoundedString(def: Def): boolean {
  if (hasMaximum(def)) return true;
  if (def.format && BOUNDED_FORMATS.has(def.format)) return true;
  return checksOf(def).some(
    ({ check, pattern }) => check === 'string_format' && pattern !== undefined && isBoundedPattern(pattern),
  );
}

/** The places in a schema where a string or an array (a record's keys and values too) has no maximum. */
function unbounded(schema: Schema, path: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (child: unknown, at: string) => (isSchema(child) ? unbounded(child, at, seen) : []);
  switch (def.type) {
    case 'string':
      return isBoundedString(def) ? [] : [path];
    case 'array':
      return [...(hasMaximum(def) ? [] : [`${path}[]`]), ...inner(def.element, `${path}[n]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'record':
      // keys and values bounded; how many entries, the body limit bounds (1 MiB), as for an object's keys
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{n}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => inner(option, `${path}|${index}`));
    case 'intersection':
      return [...inner(def.left, path), ...inner(def.right, path)];
    case 'tuple':
      return [
        ...(def.items as unknown[]).flatMap((item, index) => inner(item, `${path}[${index}]`)),
        ...inner(def.rest, `${path}[…]`),
      ];
    case 'pipe':
      return [...inner(def.in, path), ...inner(def.out, path)];
    case 'lazy':
      return inner((def.getter as () => unknown)(), path);
    case 'map':
    case 'set':
      return [path];
    default:
      return inner(def.innerType, path);
  }
}

/** Every schema the contracts export, also those kept in maps (request subjects, event payloads). */
function exportedSchemas(): [string, Schema][] {
  const found: [string, Schema][] = [];
  const visit = (value: unknown, path: string, depth: number) => {
    if (isSchema(value)) found.push([path, value]);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value) && depth < 3)
      for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`, depth + 1);
  };
  for (const [name, value] of Object.entries(contracts)) visit(value, name, 0);
  return found;
}

describe('every string and array of the contracts has a maximum (issue 17, item 4)', () => {
  const schemas = exportedSchemas();

  it('finds the schemas (the purchase input, the shopper input, the request subjects among them)', () => {
    const names = schemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'purchaseInputSchema',
        'shopperInputSchema',
        'REQUEST_SUBJECTS.identity.user.get.request',
      ]),
    );
  });

  it('finds an unbounded string, array or record (the walker itself)', () => {
    const { z } = jest.requireActual<typeof import('zod')>('zod');
    const probe = z.object({
      name: z.string().trim(),
      tags: z.array(z.string().max(5)),
      byKey: z.record(z.string(), z.number()),
      byShortKey: z.record(z.string().max(5), z.number()),
      ok: z.object({
        date: z.iso.date(),
        id: z.string().regex(/^[0-9a-f]{24}$/),
        list: z.array(z.boolean()).max(3),
      }),
      loose: z.string().regex(/^\d+$/),
    });
    expect(unbounded(probe as unknown as Schema, 'probe')).toEqual([
      'probe.name',
      'probe.tags[]',
      'probe.byKey{key}',
      'probe.loose',
    ]);
  });

  it('has none unbounded', () => {
    // one walk over all, so a schema used in many places is named once, where it is first met
    const seen = new Set<Schema>();
    const problems = schemas.flatMap(([name, schema]) => unbounded(schema, name, seen));
    expect(problems).toEqual([]);
  });
});
