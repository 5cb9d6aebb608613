// @vitest-environment jsdom
/**
 * The day-and-time picker (issue 17, point 8): the phone's own date field bounded by the days offered, the chosen day
 * in words, and only that day's times — while another day's answer is on its way, the last day's times are not
 * offered as the new day's. A day outside the bounds says which days can be chosen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SlotPicker, type PickerSlot } from '@/src/features/checkout/SlotPicker';

afterEach(cleanup);

const slot = (date: string, start: string): PickerSlot => ({
  date,
  start,
  end: '',
  startsAt: `${date}T${start}:00.000-03:00`,
});
const labels = {
  date: 'Dia da visita',
  dateHint: 'Toque para abrir o calendário.',
  time: 'Horário de entrada',
  noSlots: 'Nenhum horário livre nesse dia.',
  loading: 'Carregando…',
  outOfRange: (first: string, last: string) => `Escolha um dia entre ${first} e ${last}.`,
  slot: (s: PickerSlot) => s.start,
};

function show(date: string, slots: PickerSlot[], extra: { loading?: boolean; onDate?: (d: string) => void } = {}) {
  const onChange = vi.fn();
  render(
    <SlotPicker
      idPrefix="checkout"
      dates={['2026-11-24', '2026-11-25', '2027-11-23']}
      date={date}
      onDate={extra.onDate ?? (() => {})}
      slots={slots}
      value=""
      onChange={onChange}
      loading={extra.loading ?? false}
      locale="pt-BR"
      labels={labels}
    />,
  );
  return onChange;
}

describe('SlotPicker', () => {
  it('is a native date field bounded by the days offered, with the day in words and its hours', () => {
    const onChange = show('2026-11-25', [slot('2026-11-25', '10:00'), slot('2026-11-25', '11:00')]);
    const input = screen.getByLabelText('Dia da visita') as HTMLInputElement;
    expect([input.type, input.min, input.max, input.value]).toEqual(['date', '2026-11-24', '2027-11-23', '2026-11-25']);
    expect(screen.getByText('quarta-feira, 25/11')).toBeTruthy();
    fireEvent.click(screen.getByTestId('checkout-slot-11:00'));
    expect(onChange).toHaveBeenCalledWith('2026-11-25T11:00:00.000-03:00');
  });

  it('offers only the chosen day’s hours: another day’s, still on screen, are not', () => {
    show('2026-11-25', [slot('2026-11-24', '10:00')], { loading: true });
    expect(screen.queryByTestId('checkout-slot-10:00')).toBeNull();
    expect(screen.getByTestId('checkout-no-slots').textContent).toBe('Carregando…');
  });

  it('says there is nothing that day once the answer has come', () => {
    show('2026-11-25', []);
    expect(screen.getByTestId('checkout-no-slots').textContent).toBe('Nenhum horário livre nesse dia.');
  });

  it('passes a day typed in, and says when it is outside the days offered', () => {
    const onDate = vi.fn();
    show('2028-01-01', [], { onDate });
    expect(screen.getByText('Escolha um dia entre 2026-11-24 e 2027-11-23.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dia da visita'), { target: { value: '2026-11-24' } });
    expect(onDate).toHaveBeenCalledWith('2026-11-24');
  });
});
