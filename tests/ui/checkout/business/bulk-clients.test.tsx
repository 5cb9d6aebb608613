// @vitest-environment jsdom
/**
 * Bulk booking (issue 18, point 4): a pasted list is checked row by row before payment, each row's problems named
 * by column; the ready rows become lines (a saved client recognised), the rows to fix stay in the box; a list too
 * long is refused as a whole.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { I18nextProvider } from 'react-i18next';
import { BulkClients } from '@/src/features/checkout/business/BulkClients';
import { SAVED, texts } from './business-harness';

afterEach(cleanup);

async function show(room = 20) {
  const onAdd = vi.fn();
  render(
    <I18nextProvider i18n={await texts()}>
      <BulkClients
        saved={SAVED}
        zone="America/Sao_Paulo"
        now={DateTime.fromISO('2026-11-23T12:00:00-03:00', { setZone: true })}
        locale="pt-BR"
        room={room}
        onAdd={onAdd}
      />
    </I18nextProvider>,
  );
  return onAdd;
}

const LIST = [
  'nome;celular;e-mail;idioma;voo;data e hora;pessoas',
  'Helena Prado;+55 11 98765-0001;;pt-BR;LA 3040;24/11/2026 06:40;2',
  'Carlos Lima;11 91234-5678;carlos@cliente;pt-BR;LA 3041;24/11/2026 07:00;1',
  'Ana Souza;+34 612 345 678;ana@cliente.test;espanhol;IB 6825;24/11/2026 07:30;1',
].join('\n');

describe('a list of clients', () => {
  it('checks every row, says each problem by column, and adds the ready rows, keeping the others to fix', async () => {
    const onAdd = await show();
    const box = screen.getByLabelText('Cole a lista aqui') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: LIST } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir a lista' }));
    expect(screen.getByTestId('business-bulk-summary').textContent).toBe('Prontas: 2 · Com problemas: 1');
    const rows = screen.getAllByTestId('business-bulk-row');
    expect(rows.map((row) => row.textContent?.split(' — ')[1]?.slice(0, 30))).toEqual([
      'pronta (cliente já salvo)',
      expect.stringContaining('corrija:'),
      'pronta',
    ]);
    expect(within(rows[1]).getByText('E-mail: Este e-mail não é válido.')).toBeTruthy();
    expect(rows[2].textContent).not.toContain('Data e hora');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar 2 clientes à reserva' }));
    expect(onAdd).toHaveBeenCalledOnce();
    const drafts = onAdd.mock.calls[0][0];
    expect(
      drafts.map((d: { clientId: string | null; client: { name: string } }) => [d.clientId, d.client.name]),
    ).toEqual([
      ['c-helena', 'Helena Prado'],
      [null, 'Ana Souza'],
    ]);
    expect(drafts[1]).toMatchObject({ client: { language: 'es' }, date: '2026-11-24', time: '07:30' });
    expect(box.value).toBe([LIST.split('\n')[0], LIST.split('\n')[2]].join('\n'));
    expect(screen.getByText(/2 clientes entraram na reserva/)).toBeTruthy();
  });

  it('applies the direction and meeting point chosen for all rows', async () => {
    const onAdd = await show();
    fireEvent.click(screen.getByLabelText('Partida'));
    fireEvent.change(screen.getByLabelText(/^Ponto de encontro de todos/), { target: { value: 'Balcão G' } });
    fireEvent.change(screen.getByLabelText('Cole a lista aqui'), {
      target: { value: LIST.split('\n').slice(0, 2).join('\n') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir a lista' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar 1 cliente à reserva' }));
    expect(onAdd.mock.calls[0][0][0]).toMatchObject({ direction: 'DEPARTURE', meetingPoint: 'Balcão G' });
  });

  it('shows how to write a date-time it could not read', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Cole a lista aqui'), {
      target: { value: 'Carlos Lima;11912345678;;pt-BR;LA 3041;amanhã cedo;1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir a lista' }));
    expect(screen.getByText('Data e hora: Escreva a data e a hora assim: 24/11/2026 06:40.')).toBeTruthy();
  });

  it('refuses more ready rows than fit in the booking, saying how many fit', async () => {
    await show(1);
    fireEvent.change(screen.getByLabelText('Cole a lista aqui'), { target: { value: LIST } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir a lista' }));
    expect(screen.getByText('Só cabe mais 1 cliente nesta reserva.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Adicionar 2 clientes à reserva' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says a list of more than 20 clients is too long, as a whole', async () => {
    await show();
    const rows = Array.from({ length: 21 }, (_, i) => `Cliente ${i};11987650001;;pt-BR;LA 1;24/11/2026 10:00;1`);
    fireEvent.change(screen.getByLabelText('Cole a lista aqui'), { target: { value: rows.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir a lista' }));
    expect(screen.getByText('A lista tem mais de 20 clientes. Divida-a em mais de uma reserva.')).toBeTruthy();
    expect(screen.queryByTestId('business-bulk-rows')).toBeNull();
  });

  it('reads an uploaded CSV file', async () => {
    await show();
    const file = new File([LIST], 'clientes.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Ou escolha um arquivo CSV'), { target: { files: [file] } });
    expect(await screen.findByText('Prontas: 2 · Com problemas: 1')).toBeTruthy();
  });
});
