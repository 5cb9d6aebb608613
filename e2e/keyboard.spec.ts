import { expect, test, type Page } from '@playwright/test';
import { AERO } from './public-pages';

/**
 * A shopper with a keyboard alone (Tab, Shift+Tab, Enter, Space, Escape; no mouse) at 414 px and 1280 px: the menu,
 * from a service page to a store and an item, required options, add to cart, the cart's stepper and remove. Every
 * element the journey focuses must show a focus ring (an outline; MUI's ButtonBase removes the browser's own).
 */

interface Focused {
  description: string;
  href: string | null;
  name: string;
  testId: string | null;
  type: string | null;
  /** The outline drawn for this focus: on the element, or for an invisible radio or checkbox input on its MUI box. */
  outline: string;
}

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // MUI's Radio and Checkbox keep their <input> invisible (opacity 0) inside a span that shows the state and focus.
    const invisibleInput = element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0';
    const ringHolder = invisibleInput
      ? ((element.closest('.MuiButtonBase-root') as HTMLElement | null) ?? element)
      : element;
    const style = getComputedStyle(ringHolder);
    let outline =
      style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineWidth} ${style.outlineStyle}`;
    // A MUI text field shows its focus by thickening its border (2 px in the theme's primary colour) instead.
    const field = element
      .closest('.MuiOutlinedInput-root.Mui-focused')
      ?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (outline === 'none' && field && parseFloat(getComputedStyle(field).borderTopWidth) >= 2)
      outline = 'text field border';
    return {
      description: element.outerHTML.slice(0, 160),
      href: element.getAttribute('href'),
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      testId: element.getAttribute('data-testid'),
      type: element.getAttribute('type'),
      outline,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the focus ring of each one on the way. */
async function tabTo(
  page: Page,
  wanted: (f: Focused) => boolean,
  what: string,
  { back = false, max = 80 } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now) continue;
    expect(now.outline, `no visible focus ring on ${now.description}`).not.toBe('none');
    if (wanted(now)) return now;
  }
  throw new Error(`${what}: not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

const hrefEndsWith = (path: string) => (f: Focused) => f.href?.endsWith(path) ?? false;

test('the menu drawer opens with Enter and closes with Escape, focus back on its button', async ({ page }, info) => {
  await page.goto(`${AERO}/`);
  if (info.project.name === 'mobile') {
    await tabTo(page, (f) => f.name === 'Abrir o menu', 'the menu button');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Focus moves into the drawer, and Tab stays there.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.MuiDrawer-root'))).toBe(true);
    await tabTo(page, hrefEndsWith('/parceiros'), 'the partners link in the menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir o menu' })).toBeFocused();
  } else {
    // On a wide screen the services are in the top bar itself.
    await tabTo(page, hrefEndsWith('/delivery'), 'the delivery service in the top bar');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/delivery$/);
  }
});

test('service page → store → item with required options → cart: stepper and remove, by keyboard alone', async ({
  page,
}) => {
  await page.goto(`${AERO}/delivery`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, hrefEndsWith('/loja/burger-pista'), 'the Burger Pista store');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loja\/burger-pista$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burger Pista');

  await tabTo(page, hrefEndsWith('/loja/burger-pista/classico-pista'), 'the Clássico Pista item');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classico-pista$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clássico Pista');

  // What is missing is said in a live region, so a screen reader hears it change.
  const reason = page.getByTestId('add-reason');
  await expect(reason).toHaveText(/Escolha mais 1 em “Ponto da carne”/);
  expect(await reason.evaluate((el) => el.getAttribute('role') ?? el.getAttribute('aria-live'))).toMatch(
    /^(alert|status|polite|assertive)$/,
  );
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();

  const doneness = page.getByRole('radiogroup', { name: 'Ponto da carne' });
  await tabTo(page, (f) => f.type === 'radio', 'the first doneness option');
  await expect(doneness.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(doneness.getByRole('radio').first()).toBeChecked();
  await expect(reason).toHaveCount(0);

  await tabTo(page, (f) => f.testId === 'add-to-cart', 'the add button');
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('storefront:order:aeroporto') ?? '{"items":[]}').items.length,
      ),
    )
    .toBe(1);

  // Back up to the cart in the top bar.
  await tabTo(page, hrefEndsWith('/carrinho'), 'the cart', { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrinho$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('1');

  await tabTo(page, (f) => f.name.startsWith('Aumentar a quantidade de Clássico Pista'), 'the + of the line');
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
  await page.keyboard.press('Space');
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('3');

  await tabTo(page, (f) => f.name.startsWith('Remover Clássico Pista'), 'remove');
  await page.keyboard.press('Enter');
  await expect(line).toHaveCount(0);
});
