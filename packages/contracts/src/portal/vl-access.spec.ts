import type { Role } from '../roles';
import { canChooseVl, initialVl } from './vl-access';

describe('VL filter (promo-checks spec, section 6)', () => {
  it.each<[string | undefined, Role[], boolean, string]>([
    ['-1', ['portalUser'], true, '-1'],
    ['VL Nord', ['portalUser'], false, 'VL Nord'],
    [undefined, ['portalUser'], false, '-1'],
    ['VL Nord', ['portalAdmin'], true, '-1'],
    [undefined, ['portalAdmin'], true, '-1'],
  ])('vl %p with roles %j: may choose %p, starts with %p', (vl, role, choose, start) => {
    expect(canChooseVl({ vl, role })).toBe(choose);
    expect(initialVl({ vl, role })).toBe(start);
  });
});
