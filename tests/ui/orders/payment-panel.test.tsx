// @vitest-environment jsdom
/**
 * The payment panel: PIX shows its QR code, the copy-and-paste code and a button that copies it (the clipboard
 * is the browser's, replaced here), and the time left counting down to "expired"; a transfer shows its reference;
 * a paid order shows no payment instructions.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PaymentPanel } from '@/src/features/orders/PaymentPanel';
import type { OrderPaymentView } from '@/src/features/orders/order-view';
import { ordersI18n } from './order-fixture';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PIX: OrderPaymentView = {
  method: 'PIX',
  status: 'PENDING',
  pixCopyPaste: '00020126580014BR.GOV.BCB.PIX0136chave5204000053039865406082.805802BR6304ABCD',
  pixQrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
  pixExpiresAt: '2026-11-23T12:30:00.000-03:00',
  declineReason: null,
  bankTransferReference: null,
  linkUrl: null,
  expiresAt: null,
  changeFor: null,
};

async function renderPanel(payment: OrderPaymentView, now: () => number, total?: number) {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <PaymentPanel payment={payment} number="A7K-42" total={total} now={now} />
    </I18nextProvider>,
  );
}

describe('PaymentPanel', () => {
  it('shows the PIX QR code and code, copies it and counts down to expiry', async () => {
    vi.useFakeTimers();
    let clock = Date.parse('2026-11-23T12:28:55.000-03:00');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPanel(PIX, () => clock);
    expect(screen.getByTestId('payment-status').textContent).toBe('Aguardando pagamento');
    const qr = screen.getByRole('img', { name: 'QR code PIX do pedido A7K-42' });
    expect(decodeURIComponent(qr.getAttribute('src')!.split(',')[1])).toBe(PIX.pixQrCodeSvg);
    expect((screen.getByLabelText('Código PIX copia e cola') as HTMLTextAreaElement).value).toBe(PIX.pixCopyPaste);
    expect(screen.getByTestId('pix-countdown').textContent).toBe('Expira em 01:05');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código PIX' }));
    });
    expect(writeText).toHaveBeenCalledWith(PIX.pixCopyPaste);
    expect(screen.getByRole('status').textContent).toBe('Código copiado');

    clock += 5_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('pix-countdown').textContent).toBe('Expira em 01:00');
    clock += 60_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toBe(
      'O prazo do PIX terminou: o pedido será cancelado e nada mais é devido. Se ainda quiser os itens, faça um novo pedido.',
    );
    expect(screen.queryByTestId('pix-code')).toBeNull();
  });

  it('says when the copy failed', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: vi.fn(async () => {
          throw new Error('denied');
        }),
      },
      configurable: true,
    });
    await renderPanel(PIX, () => Date.parse('2026-11-23T12:00:00.000-03:00'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código PIX' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Não foi possível copiar; selecione o código e copie.');
  });

  it('shows a transfer reference while pending, and no instructions once paid', async () => {
    await renderPanel(
      {
        ...PIX,
        method: 'BANK_TRANSFER',
        pixCopyPaste: null,
        pixQrCodeSvg: null,
        pixExpiresAt: null,
        bankTransferReference: 'Banco 001 · Ag 1234 · CC 5678-9 · Ref A7K-42',
      },
      Date.now,
    );
    expect(screen.getByTestId('transfer-reference').textContent).toBe('Banco 001 · Ag 1234 · CC 5678-9 · Ref A7K-42');
    cleanup();
    await renderPanel({ ...PIX, status: 'PAID' }, Date.now);
    expect(screen.getByTestId('payment-status').textContent).toBe('Pago');
    expect(screen.queryByTestId('pix-panel')).toBeNull();
  });

  it('says by when a link or a transfer must be paid, in the store’s time, and names an expired payment', async () => {
    const transfer = {
      ...PIX,
      method: 'BANK_TRANSFER',
      pixCopyPaste: null,
      pixQrCodeSvg: null,
      pixExpiresAt: null,
      bankTransferReference: 'Ref A7K-42',
      expiresAt: '2026-11-24T12:00:00.000-03:00',
    };
    await renderPanel(transfer, Date.now);
    expect(screen.getByTestId('payment-due').textContent).toBe(
      'Pague até 24/11/2026 12:00: depois disso o pedido é cancelado.',
    );
    cleanup();
    render(
      <I18nextProvider i18n={await ordersI18n('en')}>
        <PaymentPanel
          payment={{
            ...transfer,
            method: 'LINK',
            bankTransferReference: null,
            linkUrl: 'https://pay.example.com/x',
            expiresAt: '2026-11-23T13:00:00.000-03:00',
          }}
          number="A7K-42"
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('payment-due').textContent).toBe(
      'Pay by 11/23/2026 13:00: after that the order is cancelled.',
    );
    cleanup();
    await renderPanel({ ...transfer, status: 'EXPIRED' }, Date.now);
    expect(screen.getByTestId('payment-status').textContent).toBe('Prazo de pagamento encerrado');
    expect(screen.queryByTestId('payment-due')).toBeNull();
    expect(screen.queryByTestId('transfer-reference')).toBeNull();
  });

  it('reads "not required" for an order of zero total, whatever its method, and "pay in person" otherwise', async () => {
    const inPerson = {
      ...PIX,
      method: 'ZOOP_CREDIT',
      status: 'NOT_REQUIRED' as const,
      pixCopyPaste: null,
      pixQrCodeSvg: null,
      pixExpiresAt: null,
    };
    await renderPanel(inPerson, Date.now, 0);
    expect(screen.getByTestId('payment-status').textContent).toBe('Pagamento não necessário');
    expect(screen.getByTestId('payment-panel').textContent).not.toMatch(/Cartão|no local/);
    cleanup();
    await renderPanel({ ...inPerson, method: 'CASH' }, Date.now, 24.9);
    expect(screen.getByTestId('payment-status').textContent).toBe('Pagamento no local');
  });

  it('says a card charge called off with its cancelled order took nothing', async () => {
    await renderPanel(
      { ...PIX, method: 'ZOOP_CREDIT', status: 'CANCELED', pixCopyPaste: null, pixQrCodeSvg: null, pixExpiresAt: null },
      Date.now,
      30,
    );
    expect(screen.getByTestId('payment-status').textContent).toBe('Pagamento cancelado: nada foi cobrado');
  });
});
