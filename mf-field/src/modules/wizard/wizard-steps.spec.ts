import { nextStep, previousStep, progress } from './wizard-steps';

// Field-app spec, section 2, "Purchase wizard": "When regulations are respected, step 2 goes to step 4 and
// going back from 4 returns two steps." Progress bar: "step divided by maximum step".
describe('purchase wizard steps', () => {
  it.each([
    [1, undefined, 2],
    [2, true, 4],
    [2, false, 3],
    [2, undefined, 3],
    [3, false, 4],
    [4, false, 4],
  ] as const)('next from step %i (regulations respected: %p) is step %i', (step, respected, expected) => {
    expect(nextStep(step, respected)).toBe(expected);
  });

  it.each([
    [4, true, 2],
    [4, false, 3],
    [3, false, 2],
    [2, true, 1],
    [1, undefined, 1],
  ] as const)('back from step %i (regulations respected: %p) is step %i', (step, respected, expected) => {
    expect(previousStep(step, respected)).toBe(expected);
  });

  it.each([
    [1, 25],
    [2, 50],
    [3, 75],
    [4, 100],
  ] as const)('step %i fills %i %% of the progress bar', (step, expected) => {
    expect(progress(step)).toBe(expected);
  });
});
