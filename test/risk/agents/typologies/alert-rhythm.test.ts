/**
 * When a counted pattern alerts: at N, 2N, 4N … within the window, and not again while an earlier
 * occurrence in the window already reached the count.
 */
import { describe, expect, it } from 'vitest';
import { isMilestone, windowMilestone } from '../../../../src/risk/agents/typologies/alert-rhythm.ts';

describe('isMilestone', () => {
  it('takes the first threshold and its doublings only', () => {
    expect([1, 2, 3, 4, 6, 8, 12, 16, 24, 32].filter((n) => isMilestone(n, 4))).toEqual([4, 8, 16, 32]);
    expect(isMilestone(3, 3)).toBe(true);
    expect(isMilestone(9, 3)).toBe(false);
    expect(isMilestone(4, 0)).toBe(false);
  });
});

describe('windowMilestone', () => {
  it('fires when the count in the window reaches the threshold', () => {
    expect(windowMilestone([0, 1, 2], 10, 3)).toEqual({ count: 3, fire: true });
    expect(windowMilestone([0, 1], 10, 3)).toEqual({ count: 2, fire: false });
  });

  it('counts only the occurrences within the window of the last', () => {
    expect(windowMilestone([0, 5, 11, 12], 10, 3)).toEqual({ count: 3, fire: true });
    expect(windowMilestone([0, 5, 16], 10, 3)).toEqual({ count: 1, fire: false });
  });

  it('stays quiet while an earlier occurrence in the window had the same count', () => {
    // Every 4 units with a window of 10: the count sits at 3 from the third occurrence on.
    expect(windowMilestone([0, 4, 8], 10, 3).fire).toBe(true);
    expect(windowMilestone([0, 4, 8, 12], 10, 3)).toEqual({ count: 3, fire: false });
    expect(windowMilestone([0, 4, 8, 12, 16], 10, 3)).toEqual({ count: 3, fire: false });
  });

  it('fires again once the earlier peak has left the window', () => {
    // Three at 0–2, a lull, three at 20–22: the second burst's peak is 20 after the first.
    expect(windowMilestone([0, 1, 2, 20, 21, 22], 10, 3)).toEqual({ count: 3, fire: true });
  });
});
