// @ts-check
import { chartValues, mebibytes, podNodeOptions } from './pod-heap.mjs';

describe('the Node options of an app as in its pod', () => {
  it.each([
    ['1Gi', 1024],
    ['512Mi', 512],
    ['2048Ki', 2],
  ])('reads the memory quantity %s as %d MiB', (quantity, expected) => {
    expect(mebibytes(quantity)).toBe(expected);
  });

  it.each(['1G', '512', 'viel'])('refuses %s, which the chart does not write', (quantity) => {
    expect(() => mebibytes(quantity)).toThrow('not a memory quantity');
  });

  it.each([
    // a quarter of the memory limit for the old generation, as Node sizes it in a container
    [
      'a limit only',
      { svcFiles: { resources: { limits: { memory: '1Gi' } } } },
      'svc-files',
      undefined,
      '--max-old-space-size=256',
    ],
    [
      'the chart’s options after it',
      { svcExports: { resources: { limits: { memory: '1Gi' } }, nodeOptions: '--max-semi-space-size=8' } },
      'svc-exports',
      undefined,
      '--max-old-space-size=256 --max-semi-space-size=8',
    ],
    [
      'the developer’s own options last',
      { gateway: { resources: { limits: { memory: '512Mi' } } } },
      'gateway',
      '--max-old-space-size=1024',
      '--max-old-space-size=128 --max-old-space-size=1024',
    ],
    ['no limit, no option', { gateway: {} }, 'gateway', undefined, ''],
    [
      'the limit and options of backendDefaults where the app sets none',
      {
        backendDefaults: {
          resources: { limits: { memory: '512Mi' } },
          nodeOptions: '--max-semi-space-size=4',
        },
        svcPromo: {},
      },
      'svc-promo',
      undefined,
      '--max-old-space-size=128 --max-semi-space-size=4',
    ],
    [
      'the app’s own limit and options over backendDefaults ("" sets none)',
      {
        backendDefaults: {
          resources: { limits: { memory: '512Mi' } },
          nodeOptions: '--max-semi-space-size=4',
        },
        svcExports: { resources: { limits: { memory: '1Gi' } }, nodeOptions: '' },
      },
      'svc-exports',
      undefined,
      '--max-old-space-size=256',
    ],
  ])('%s', (_case, values, app, own, expected) => {
    expect(podNodeOptions(values, app, own)).toBe(expected);
  });

  it('gives every app of the chart its options (svc-exports: 1Gi and a young generation of 8 MB a half)', () => {
    expect(podNodeOptions(chartValues(), 'svc-exports')).toBe(
      '--max-old-space-size=256 --max-semi-space-size=8',
    );
    // svc-promo sets neither: backendDefaults' 512Mi
    expect(podNodeOptions(chartValues(), 'svc-promo')).toBe('--max-old-space-size=128');
    expect(() => podNodeOptions(chartValues(), 'svc-unknown')).toThrow('no values for svc-unknown');
  });
});
