import type { BodyPath, OutboxBlob } from './outbox-db';

function setAt(target: unknown, path: BodyPath, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const record =
    typeof target === 'object' && target !== null && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  record[head] = setAt(record[head], rest, value);
  return record;
}

/** The body with the stored name of every uploaded file written at its place (a copy; the input is kept). */
export function withStoredNames(body: unknown, blobs: readonly OutboxBlob[]): unknown {
  let result = body;
  for (const blob of blobs) {
    if (blob.storedName) result = setAt(result, blob.target, blob.storedName);
  }
  return result;
}
