// @vitest-environment jsdom
/**
 * The option-group picker as a shopper uses it: a single choice swaps its option, a group without repeat stops at
 * its max, a repeating group counts with steppers up to its max, and the heading says the rule and turns to a
 * warning while the group's min is not met; the missing-choices message comes from the same rules.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/item.json';
import en from '@/locales/en/item.json';
import { OptionGroup } from '@/src/features/item/OptionGroup';
import { missingChoices, type GroupChoice } from '@/src/features/item/option-choice';
import type { ItemOptionGroup } from '@/src/features/item/item-options';

afterEach(cleanup);

async function i18n(lng: string) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { item: ptBR }, en: { item: en } }, defaultNS: 'item' });
  return instance;
}

const option = (id: string, name: string, finalPrice = 0, status = 'PUBLIC') => ({
  _id: id,
  name,
  type: 'DEFAULT',
  description: null,
  status,
  finalPrice,
  progressiveDiscount: null,
});

function group(rules: Partial<ItemOptionGroup>): ItemOptionGroup {
  return {
    _id: 'g',
    name: 'Adicionais',
    min: 0,
    max: 0,
    repeat: false,
    status: 'PUBLIC',
    subitems: [
      option('bacon', 'Bacon', 6),
      option('cheddar', 'Cheddar', 4.5),
      option('ovo', 'Ovo', 3.5),
      option('off', 'Esgotado', 2, 'BLOCKED'),
    ],
    ...rules,
  };
}

/** Renders the picker holding its own choice, and exposes the last choice it reported. */
async function renderGroup(rules: Partial<ItemOptionGroup>, lng = 'pt-BR') {
  const seen: { choice: GroupChoice } = { choice: {} };
  const g = group(rules);
  function Harness() {
    const [choice, setChoice] = useState<GroupChoice>({});
    return (
      <OptionGroup
        group={g}
        choice={choice}
        onChange={(next) => {
          seen.choice = next;
          setChoice(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={await i18n(lng)}>
      <Harness />
    </I18nextProvider>,
  );
  return { seen, g };
}

describe('OptionGroup', () => {
  it('a required single choice shows radios, swaps the option, and says its rule', async () => {
    const { seen, g } = await renderGroup({ name: 'Ponto da carne', min: 1, max: 1 });
    expect(screen.getByTestId('group-rule').textContent).toBe('Obrigatório · escolha 1');
    expect(missingChoices([g], { g: seen.choice }).map((m) => m.missing)).toEqual([1]);
    fireEvent.click(screen.getByRole('radio', { name: /Bacon/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Cheddar/ }));
    expect(seen.choice).toEqual({ cheddar: 1 });
    expect((screen.getByRole('radio', { name: /Bacon/ }) as HTMLInputElement).checked).toBe(false);
    expect(missingChoices([g], { g: seen.choice })).toEqual([]);
  });

  it('an optional group without repeat stops at its max: the other checkboxes are disabled', async () => {
    const { seen } = await renderGroup({ min: 0, max: 2 });
    expect(screen.getByTestId('group-rule').textContent).toBe('Opcional · até 2');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Cheddar/ }));
    expect(seen.choice).toEqual({ bacon: 1, cheddar: 1 });
    expect((screen.getByRole('checkbox', { name: /Ovo/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    expect(seen.choice).toEqual({ cheddar: 1 });
    expect((screen.getByRole('checkbox', { name: /Ovo/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('a blocked option cannot be chosen', async () => {
    await renderGroup({ min: 0, max: 3 });
    expect((screen.getByRole('checkbox', { name: /Esgotado/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('a repeating group counts with steppers up to its max, shared by its options', async () => {
    const { seen } = await renderGroup({ min: 0, max: 3, repeat: true });
    const moreBacon = screen.getByRole('button', { name: 'Mais Bacon' });
    fireEvent.click(moreBacon);
    fireEvent.click(moreBacon);
    expect(seen.choice).toEqual({ bacon: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Mais Ovo' }));
    expect(seen.choice).toEqual({ bacon: 2, ovo: 1 });
    expect((screen.getByRole('button', { name: 'Mais Bacon' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mais Cheddar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Menos Bacon' }));
    expect(seen.choice).toEqual({ bacon: 1, ovo: 1 });
    expect((screen.getByRole('button', { name: 'Mais Cheddar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a required range counts what is missing until its min, in English too', async () => {
    const { seen, g } = await renderGroup({ name: 'Sides', min: 2, max: 3 }, 'en');
    expect(screen.getByTestId('group-rule').textContent).toBe('Required · choose 2 to 3');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    expect(missingChoices([g], { g: seen.choice }).map((m) => m.missing)).toEqual([1]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Ovo/ }));
    expect(missingChoices([g], { g: seen.choice })).toEqual([]);
  });

  it('shows paid options with their price and free ones without', async () => {
    await renderGroup({ min: 0, max: 1, subitems: [option('a', 'Integral'), option('b', 'Aveia', 3)] });
    expect(screen.getByRole('radio', { name: /Aveia/ }).closest('label')?.textContent).toContain('+ R$ 3,00');
    expect(screen.getByRole('radio', { name: /Integral/ }).closest('label')?.textContent).not.toContain('R$');
  });
});
