/** One value of an entry's detail: its path in the event's data (`record.end`) and the value as text. */
export type DetailField = { field: string; value: string };
/** One field of a change: before and after (an admin correction, the system settings). */
export type DetailChange = { field: string; before: string; after: string; changed: boolean };

/**
 * An entry's detail made readable (CHECKLIST D.8, decision 0040): the event's data as fields (nested values by
 * their path, lists of plain values joined); where the data carries `before` and the object after (the time
 * record an admin corrected: `record`; the system settings: `settings`), that pair as a comparison, each field
 * before and after and whether it changed, the rest as fields. A detail that is no JSON object is one field.
 */
export type ProtocolDetail = { fields: DetailField[]; changes: DetailChange[] | null };

type Texts = { value: (value: string | number | boolean) => string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function flatten(value: unknown, path: string, out: Map<string, string>, texts: Texts): void {
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && path) out.set(path, '');
    for (const [key, inner] of entries) flatten(inner, path ? `${path}.${key}` : key, out, texts);
  } else if (Array.isArray(value)) {
    if (value.every((item) => !isObject(item) && !Array.isArray(item)))
      out.set(path, value.map((item) => (item === null ? '' : texts.value(item as string))).join(', '));
    else value.forEach((item, index) => flatten(item, `${path}.${index + 1}`, out, texts));
  } else if (value === null || value === undefined) {
    out.set(path, '');
  } else {
    out.set(path, texts.value(value as string | number | boolean));
  }
}

const fieldsOf = (value: unknown, texts: Texts): DetailField[] => {
  const out = new Map<string, string>();
  flatten(value, '', out, texts);
  return [...out].map(([field, text]) => ({ field, value: text }));
};

export function protocolDetail(detail: string, texts: Texts): ProtocolDetail {
  let data: unknown;
  try {
    data = JSON.parse(detail);
  } catch {
    return { fields: [{ field: '', value: detail }], changes: null };
  }
  if (!isObject(data)) return { fields: [{ field: '', value: detail }], changes: null };
  const afterKeys = Object.keys(data).filter((key) => key !== 'before' && isObject(data[key]));
  const afterKey = afterKeys[0];
  if (!isObject(data.before) || afterKeys.length !== 1 || afterKey === undefined)
    return { fields: fieldsOf(data, texts), changes: null };

  const before = new Map<string, string>();
  const after = new Map<string, string>();
  flatten(data.before, '', before, texts);
  flatten(data[afterKey], '', after, texts);
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  const rest = Object.fromEntries(
    Object.entries(data).filter(([key]) => key !== 'before' && key !== afterKey),
  );
  return {
    fields: fieldsOf(rest, texts),
    changes: fields.map((field) => {
      const was = before.get(field) ?? '';
      const is = after.get(field) ?? '';
      return { field, before: was, after: is, changed: was !== is };
    }),
  };
}
