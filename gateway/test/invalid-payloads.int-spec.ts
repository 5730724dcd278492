import {
  APPS,
  ENDPOINTS,
  ownerOfPath,
  parseEndpointKey,
  SERVICE_APPS,
  type EndpointKey,
} from '@agecheck/contracts';
import { testDatabases, testPlatform, tokenFor } from '@agecheck/test-kit';
import type { Db } from 'mongodb';
import { demoUserAllowed, subjectOf } from './support/demo-users';

// Every write endpoint of the access table gets invalid input through the gateway, as a user allowed to call
// it (issue 7, "Security harnesses"): bodies that are not JSON objects, required fields missing, every field
// of the API description with a wrong type, huge strings, unknown and operator-like fields, and bad ids in
// the path. No answer may be a 5xx, input of the wrong shape must be refused with a 4xx, and the owning
// service's database must hold as many documents in each collection afterwards as before. A new write
// endpoint joins by being listed in the table; its body schema comes from the API description.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};
type Description = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const writeEndpoints = (Object.keys(ENDPOINTS) as EndpointKey[]).filter(
  (key) => WRITE_METHODS.includes(parseEndpointKey(key).method) && ENDPOINTS[key] !== 'public',
);

const HUGE = 'x'.repeat(200_000);
const BAD_IDS = [
  'not-an-id',
  '0'.repeat(300),
  '%24gt',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%7B%22%24ne%22%3A1%7D',
];

/** A value of another type than the schema asks for. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const type = [schema.type ?? []].flat()[0] ?? (schema.anyOf || schema.oneOf ? 'string' : 'object');
  switch (type) {
    case 'string':
      return { nested: ['not', 'a', 'string'] };
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'array':
      return 'not an array';
    default:
      return 12345;
  }
}

function resolve(schema: JsonSchema | undefined, description: Description): JsonSchema | undefined {
  const name = schema?.$ref?.split('/').pop();
  return name ? description.components?.schemas?.[name] : schema;
}

/** The invalid bodies for an endpoint: [label, raw JSON text, must it be refused with a 4xx]. */
function invalidBodies(schema: JsonSchema | undefined): Array<[string, string, boolean]> {
  const bodies: Array<[string, string, boolean]> = [
    ['not JSON', '{"unclosed":', true],
    ['a string', '"text"', true],
    ['a number', '42', true],
    ['null', 'null', true],
    ['an array', '[{}]', true],
    [
      'operator-like and prototype fields',
      '{"$where":"1","__proto__":{"polluted":true},"_id":{"$gt":""}}',
      false,
    ],
  ];
  const properties = Object.entries(schema?.properties ?? {});
  if ((schema?.required ?? []).length > 0) bodies.push(['required fields missing', '{}', true]);
  if (properties.length > 0) {
    const wrong = Object.fromEntries(properties.map(([name, property]) => [name, wrongTypeFor(property)]));
    bodies.push(['every field of the wrong type', JSON.stringify(wrong), true]);
    const huge = Object.fromEntries(properties.map(([name]) => [name, HUGE]));
    bodies.push(['huge strings in every field', JSON.stringify(huge), true]);
  }
  return bodies;
}

/** Document counts per collection of a database, once they have stopped changing (events still landing). */
async function settledCounts(db: Db): Promise<Record<string, number>> {
  const count = async () => {
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name);
    const counts = await Promise.all(
      names.map(async (name) => [name, await db.collection(name).countDocuments()]),
    );
    return Object.fromEntries(counts) as Record<string, number>;
  };
  let previous = await count();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await count();
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

describe('invalid input on every write endpoint: no 5xx, refused, nothing stored', () => {
  const databases = testDatabases();
  let description: Description;

  beforeAll(async () => {
    const response = await fetch(`${testPlatform().gatewayUrl}/api/openapi.json`);
    description = (await response.json()) as Description;
  });

  it('has write endpoints to try', () => expect(writeEndpoints.length).toBeGreaterThan(0));

  it.each(writeEndpoints)('%s', async (key) => {
    const { method, path } = parseEndpointKey(key);
    const user = demoUserAllowed(ENDPOINTS[key]);
    if (!user) throw new Error(`no demo user may call ${key}`);
    const token = await tokenFor(user.username);
    const ownId = subjectOf(token);
    const owner = ownerOfPath(SERVICE_APPS, path);
    const app = APPS.find((candidate) => candidate.name === (owner?.name ?? 'gateway'));
    const database = app && 'database' in app ? app.database : undefined;
    if (!database) throw new Error(`no database for ${key}`);

    const describedPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
    const operation = description.paths[describedPath]?.[method.toLowerCase()];
    const schema = resolve(operation?.requestBody?.content?.['application/json']?.schema, description);
    const withIds = (id: (name: string) => string) =>
      path.replace(/:([A-Za-z]+)/g, (_m, name: string) => id(name));
    const sampleId = (name: string) =>
      name === 'userID' || path.startsWith('/api/users/') ? ownId : '0123456789abcdef01234567';

    const calls: Array<{ label: string; path: string; body?: string; refused: boolean }> = [
      ...(method === 'DELETE' ? [] : invalidBodies(schema)).map(([label, body, refused]) => ({
        label,
        path: withIds(sampleId),
        body,
        refused,
      })),
      ...(path.includes(':')
        ? BAD_IDS.map((bad) => ({
            label: `bad id ${bad}`,
            path: withIds(() => bad),
            body: '{}',
            refused: true,
          }))
        : []),
    ];

    const before = await settledCounts(databases(database));
    const answers: Array<{ label: string; status: number }> = [];
    for (const call of calls) {
      const response = await fetch(`${testPlatform().gatewayUrl}${call.path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(method === 'DELETE' ? {} : { body: call.body }),
      });
      await response.arrayBuffer();
      answers.push({ label: call.label, status: response.status });
    }
    const after = await settledCounts(databases(database));

    expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
    const accepted = answers.filter(
      ({ label, status }) => calls.find((call) => call.label === label)?.refused && status < 400,
    );
    expect(accepted).toEqual([]);
    expect(after).toEqual(before);
  });
});
