/**
 * How far above the screen's bottom a toast must sit so that it never covers a bar stuck to the bottom (the item's
 * "Adicionar", the cart's and the checkout's buttons, the phone's cart bar): the height, from the bottom, of the
 * highest such bar that is on screen in its lower half. Pure: the bars' boxes and the viewport are parameters.
 */
export interface BarBox {
  top: number;
  bottom: number;
}

export function toastBottomInset(bars: ReadonlyArray<BarBox>, viewportHeight: number): number {
  let inset = 0;
  for (const bar of bars) {
    const onScreen = bar.bottom > viewportHeight / 2 && bar.top < viewportHeight;
    if (onScreen) inset = Math.max(inset, viewportHeight - bar.top);
  }
  return Math.max(0, Math.round(inset));
}
