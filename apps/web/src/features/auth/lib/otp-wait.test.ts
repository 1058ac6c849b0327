import { describe, expect, it } from 'vitest';

import { formatWait, otpWaitText } from './otp-wait.ts';

describe('formatWait', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59.2, '1 min'],
    [60, '1 min'],
    [61, '2 min'],
    [3480, '58 min'],
    [3540, '59 min'],
    [3541, '1 hr'],
    [3600, '1 hr'],
    [3900, '1 hr 5 min'],
    [7200, '2 hr'],
  ])('%s s → %s', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });

  it('says when a new code may be asked for', () => {
    expect(otpWaitText(3480)).toBe('You can ask for a new code in 58 min.');
  });
});
