/** Headers that describe one connection only (RFC 9110, 7.6.1) and so must not be passed on by a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * The hop-by-hop headers of a message: the fixed list plus every header its `connection` header names.
 * Lower-case, as Node gives header names.
 */
export function hopByHopHeaders(connection: string | string[] | undefined): string[] {
  const named = [connection ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && !HOP_BY_HOP.includes(name));
  return [...HOP_BY_HOP, ...named];
}
