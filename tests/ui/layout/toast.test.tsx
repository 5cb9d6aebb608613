// @vitest-environment jsdom
/**
 * Toasts load notistack on first use (src/features/layout/toast.tsx): nothing is mounted before, a toast asked for
 * shows once notistack arrives, and later toasts go straight to it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { enqueueSnackbar, ToastHost, useSnackbar } from '@/src/features/layout/toast';

afterEach(cleanup);

describe('lazy toasts', () => {
  it('mounts nothing until the first toast, then shows it and the next ones', async () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe('');
    act(() => enqueueSnackbar('Clássico Pista adicionado ao carrinho', { variant: 'success' }));
    expect(await screen.findByText('Clássico Pista adicionado ao carrinho')).toBeTruthy();
    act(() => useSnackbar().enqueueSnackbar('Cupom copiado'));
    expect(await screen.findByText('Cupom copiado')).toBeTruthy();
  });

  it('keeps a toast asked for before the host mounted', async () => {
    enqueueSnackbar('Antes da montagem');
    render(<ToastHost />);
    expect(await screen.findByText('Antes da montagem')).toBeTruthy();
  });
});
