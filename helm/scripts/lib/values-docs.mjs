// Every value of values.yaml is documented where it is defined, bitnami style: `## @param <path> <description>`
// for the value itself or for an enclosing map, and every documented path exists.
const leafPaths = (value, prefix = []) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) {
    return [prefix.join('.')];
  }
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
};

const exists = (values, path) =>
  path.split('.').reduce((node, key) => (node !== null && typeof node === 'object' && key in node ? node[key] : undefined), values) !== undefined;

export const checkValuesDocs = (text, values) => {
  const params = new Map();
  const errors = [];
  for (const [, path, description] of text.matchAll(/^\s*## @param (\S+)(?: (.*))?$/gm)) {
    if (params.has(path)) errors.push(`${path} documented twice`);
    if (!description?.trim()) errors.push(`${path} has no description`);
    params.set(path, description);
  }
  for (const path of params.keys()) {
    if (!exists(values, path)) errors.push(`@param ${path} names no value`);
  }
  const documented = (path) => {
    const keys = path.split('.');
    return keys.some((_, i) => params.has(keys.slice(0, i + 1).join('.')));
  };
  const leaves = leafPaths(values);
  for (const path of leaves) {
    if (!documented(path)) errors.push(`${path} is not documented`);
  }
  return { name: `every value is documented with @param (${params.size} params, ${leaves.length} values)`, errors };
};
