import { DEFAULT_USER_SETTINGS, userSettingsSchema, userSettingsUpdateSchema } from './user.schema';

describe('user settings (field-app spec, section 3: User.settings)', () => {
  it('gives what is not stored its default', () => {
    expect(userSettingsSchema.parse({ lang: 'it', showIntro: false })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      lang: 'it',
      showIntro: false,
    });
  });

  it.each([
    [{ lang: 'fr' }, { lang: 'fr' }],
    [{ showIntro: false }, { showIntro: false }],
    [{}, {}],
  ])('an update %j changes only what it names', (update, parsed) => {
    expect(userSettingsUpdateSchema.parse(update)).toEqual(parsed);
  });

  it.each([[{ lang: 'en' }], [{ role: ['admin'] }], [{ showIntro: 'yes' }]])(
    'refuses the update %j',
    (update) => {
      expect(userSettingsUpdateSchema.safeParse(update).success).toBe(false);
    },
  );
});
