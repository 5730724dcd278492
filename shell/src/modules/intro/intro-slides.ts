import { hasAnyRole, type Role } from '@agecheck/contracts';

export type IntroSlideId = 'welcome' | 'newPurchase' | 'offline' | 'time' | 'mail' | 'settings';

/** A slide of the intro and who it speaks to (every user of the intro when no roles are named). */
type IntroSlide = { id: IntroSlideId; roles?: readonly Role[] };

/**
 * The slides of the first-login intro (decision D-C16, 0049), in their order: a welcome, a new test purchase
 * (test buyers only, the others have no purchases), the reports that wait on the phone without signal, time
 * tracking, mail and the settings.
 */
const INTRO_SLIDES: readonly IntroSlide[] = [
  { id: 'welcome' },
  { id: 'newPurchase', roles: ['testkaeufer'] },
  { id: 'offline' },
  { id: 'time' },
  { id: 'mail' },
  { id: 'settings' },
];

/** The slides a user with these roles sees: 6 for a test buyer, 5 for a detective. */
export function introSlidesFor(roles: readonly string[]): IntroSlideId[] {
  return INTRO_SLIDES.filter((slide) => !slide.roles || hasAnyRole(roles, slide.roles)).map(({ id }) => id);
}
