import { hopByHopHeaders } from './hop-by-hop';

describe('headers that belong to one connection (RFC 9110, 7.6.1)', () => {
  it('are the fixed list when the connection header names nothing else', () => {
    expect(hopByHopHeaders('keep-alive')).toEqual(
      expect.arrayContaining(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer']),
    );
    expect(hopByHopHeaders(undefined)).not.toContain('authorization');
  });

  it('include every header the connection header names, in any case', () => {
    expect(hopByHopHeaders('close, X-Debug-Trace ,x-other')).toEqual(
      expect.arrayContaining(['x-debug-trace', 'x-other']),
    );
    expect(hopByHopHeaders(['Keep-Alive', 'X-Hop'])).toContain('x-hop');
  });
});
