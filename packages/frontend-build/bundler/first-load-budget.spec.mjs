import { BUDGETS, budgetVerdict, firstScreenScripts, HEADER_BYTES_PER_SCRIPT } from './first-load-budget.mjs';

const KB = 1024;
const chunk = (id, bytes, consumes = []) => ({
  id,
  name: id,
  files: [{ name: `${id}.js`, bytes }],
  consumes,
});
const group = (
  chunks,
  { parents = [], initial = false, exposed = false, requests = [], provides = [] } = {},
) => ({
  chunks,
  parents,
  initial,
  exposed,
  requests,
  provides,
});

/**
 * A shell and mf-field as the builds describe them: the shell's entry loads the bootstrap (and through it the
 * contracts) before the login page, the frame after sign-in; mf-field's entry exposes its routes, which
 * import the dashboard and the other screens.
 */
function graphs({ dashboardConsumes = ['@mantine/core/Card'], dashboardBytes = 4 * KB } = {}) {
  const shell = {
    app: 'shell',
    chunks: [
      chunk('main', 26 * KB),
      chunk('bootstrap', 8 * KB, ['@agecheck/contracts']),
      chunk('contracts', 42 * KB),
      chunk('frame', 6 * KB, ['react', '@agecheck/i18n']),
      chunk('react', 57 * KB),
      chunk('i18n', 1 * KB),
      chunk('texts-de', 5 * KB),
      chunk('texts-fr', 5 * KB),
      chunk('settings', 2 * KB, ['@mantine/core/SegmentedControl']),
      chunk('segmented', 3 * KB),
      chunk('card', 1 * KB),
      chunk('modal', 30 * KB),
    ],
    groups: [
      group(['main'], { initial: true }),
      group(['bootstrap'], { parents: [0], requests: ['./bootstrap'] }),
      group(['contracts'], { parents: [0], provides: ['@agecheck/contracts'] }),
      group(['frame'], { parents: [1], requests: ['./modules/boot/render-shell'] }),
      group(['react'], { parents: [0], provides: ['react'] }),
      group(['i18n'], { parents: [0], provides: ['@agecheck/i18n'] }),
      group(['texts-de'], { parents: [5], requests: ['./common/common.de.js'] }),
      group(['texts-fr'], { parents: [5], requests: ['./common/common.fr.js'] }),
      group(['settings'], { parents: [3], requests: ['../settings/SettingsPage'] }),
      group(['segmented'], { parents: [0], provides: ['@mantine/core/SegmentedControl'] }),
      group(['card'], { parents: [0], provides: ['@mantine/core/Card'] }),
      group(['modal'], { parents: [0], provides: ['@mantine/core/Modal'] }),
    ],
  };
  const remote = (app, screen) => ({
    app,
    chunks: [
      chunk(`${app}-entry`, 7 * KB),
      chunk(`${app}-routes`, 1 * KB),
      chunk(`${app}-screen`, dashboardBytes, dashboardConsumes),
      chunk(`${app}-texts-de`, 3 * KB),
      chunk(`${app}-texts-it`, 3 * KB),
      chunk(`${app}-other`, 50 * KB, ['@mantine/core/Modal']),
    ],
    groups: [
      group([`${app}-entry`], { initial: true }),
      group([`${app}-routes`], { parents: [0], exposed: true }),
      group([`${app}-screen`], { parents: [1], requests: [screen] }),
      group([`${app}-texts-de`], { parents: [1], requests: ['./i18n/texts.de'] }),
      group([`${app}-texts-it`], { parents: [1], requests: ['./i18n/texts.it'] }),
      group([`${app}-other`], { parents: [1], requests: ['./modules/other/OtherPage'] }),
    ],
  });
  return {
    shell,
    'mf-field': remote('mf-field', './modules/dashboard/components/DashboardPage'),
    'mf-admin': remote('mf-admin', './modules/overview/components/OverviewPage'),
  };
}

const SCREENS = {
  beforeLogin: ['./bootstrap'],
  shellFrame: ['./modules/boot/render-shell'],
  remotes: {
    'mf-field': { path: '/dashboard', imports: ['./modules/dashboard/components/DashboardPage'] },
    'mf-admin': { path: '/admin/overview', imports: ['./modules/overview/components/OverviewPage'] },
  },
  signInRemote: 'mf-field',
};
const files = (scripts) => scripts.map((script) => script.file).sort();

describe('the scripts of the first screens, from the chunk graphs of the builds (issue 18)', () => {
  it('counts from sign-in what the frame and the dashboard load, with the shared modules they consume and the German texts, not what the login page loaded before', () => {
    const { signIn } = firstScreenScripts(graphs(), SCREENS);
    expect(files(signIn)).toEqual(
      [
        'card',
        'frame',
        'i18n',
        'react',
        'texts-de',
        'mf-field-entry',
        'mf-field-routes',
        'mf-field-screen',
        'mf-field-texts-de',
      ]
        .map((id) => `${id}.js`)
        .sort(),
    );
  });

  it("counts a shared module the dashboard starts to consume (a dialog's Modal) in the first load", () => {
    const { signIn } = firstScreenScripts(
      graphs({ dashboardConsumes: ['@mantine/core/Card', '@mantine/core/Modal'] }),
      SCREENS,
    );
    expect(files(signIn)).toContain('modal.js');
  });

  it("counts for each remote its own entry, routes, first screen and German texts, not the shell's shared modules", () => {
    const { remotes } = firstScreenScripts(graphs(), SCREENS);
    expect(files(remotes['mf-admin'])).toEqual(
      ['mf-admin-entry.js', 'mf-admin-routes.js', 'mf-admin-screen.js', 'mf-admin-texts-de.js'].sort(),
    );
  });

  it("names a first screen's import the build no longer has, instead of counting nothing", () => {
    const renamed = {
      ...SCREENS,
      remotes: { ...SCREENS.remotes, 'mf-admin': { path: '/admin/overview', imports: ['./Gone'] } },
    };
    expect(() => firstScreenScripts(graphs(), renamed)).toThrow(/mf-admin.*\.\/Gone/);
  });
});

describe('the verdict on the budgets', () => {
  it('passes within the budgets and counts the response headers of each script', () => {
    const scripts = firstScreenScripts(graphs(), SCREENS);
    const verdict = budgetVerdict(scripts);
    expect(verdict.ok).toBe(true);
    const signInBytes = scripts.signIn.reduce((total, script) => total + script.bytes, 0);
    expect(verdict.lines[0]).toContain(
      `sign-in → dashboard: ${((signInBytes + 9 * HEADER_BYTES_PER_SCRIPT) / KB).toFixed(1)} KB`,
    );
  });

  it('fails over the budget and names what grew against the baseline: a new chunk, and one that got larger', () => {
    const baseline = budgetVerdict(firstScreenScripts(graphs(), SCREENS)).figures;
    const grown = firstScreenScripts(
      graphs({ dashboardConsumes: ['@mantine/core/Card', '@mantine/core/Modal'], dashboardBytes: 120 * KB }),
      SCREENS,
    );
    const verdict = budgetVerdict(grown, baseline);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[0]).toMatch(/^OVER sign-in → dashboard: .* of 200\.0 KB/);
    expect(verdict.lines[1]).toContain('mf-field: mf-field-screen (+116.0 KB, now 120.0 KB)');
    expect(verdict.lines[1]).toContain('shell: modal (new, 30.0 KB)');
    // the remote's own first screen is over its 120 KB as well
    expect(verdict.lines.some((line) => line.startsWith('OVER mf-field until its first screen'))).toBe(true);
    expect(BUDGETS.remoteFirstScreen).toBe(120 * KB);
  });
});
