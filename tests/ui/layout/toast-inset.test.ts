import { describe, expect, it } from 'vitest';
import { toastBottomInset } from '@/src/features/layout/toast-inset';

/** A phone's viewport: 896 px high (414 × 896). */
const VH = 896;

describe('toasts sit above the bars stuck to the bottom', () => {
  it('none on screen: the toast keeps its own place', () => {
    expect(toastBottomInset([], VH)).toBe(0);
  });

  it('clears the tallest bar at the bottom: the item’s add bar (72 px) under the cart bar (60 px from 8 px up)', () => {
    expect(
      toastBottomInset(
        [
          { top: VH - 72, bottom: VH },
          { top: VH - 60, bottom: VH - 8 },
        ],
        VH,
      ),
    ).toBe(72);
  });

  it('ignores a bar scrolled out of view or sitting in the upper half (not stuck to the bottom)', () => {
    expect(toastBottomInset([{ top: VH + 10, bottom: VH + 80 }], VH)).toBe(0);
    expect(toastBottomInset([{ top: 100, bottom: 170 }], VH)).toBe(0);
  });

  it('follows a sticky bar that has not reached the bottom yet (the checkout button above the footer)', () => {
    expect(toastBottomInset([{ top: VH - 200, bottom: VH - 128 }], VH)).toBe(200);
  });
});
