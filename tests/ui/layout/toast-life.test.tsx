// @vitest-environment jsdom
/**
 * The toast's life (issue 17, point 5): short (3 s), gone when the page changes, and lifted above a bar stuck to the
 * bottom of the screen (an element marked data-bottom-bar; jsdom draws nothing, so its box is stood in).
 */
import Router from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { enqueueSnackbar, TOAST_MS, ToastHost } from '@/src/features/layout/toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.querySelectorAll('[data-bottom-bar]').forEach((bar) => bar.remove());
});

describe('the toast’s life', () => {
  it('lasts three seconds', () => {
    expect(TOAST_MS).toBe(3000);
  });

  it('closes when the page changes', async () => {
    render(<ToastHost />);
    act(() => enqueueSnackbar('Expresso adicionado ao carrinho'));
    expect(await screen.findByText('Expresso adicionado ao carrinho')).toBeTruthy();
    act(() => {
      Router.events.emit('routeChangeStart', '/carrinho', { shallow: false });
    });
    await waitFor(() => expect(screen.queryByText('Expresso adicionado ao carrinho')).toBeNull(), { timeout: 1500 });
  });

  it('stands above the bar stuck to the bottom: its height plus a gap', async () => {
    const bar = document.createElement('div');
    bar.setAttribute('data-bottom-bar', '');
    bar.getBoundingClientRect = () =>
      ({
        top: window.innerHeight - 72,
        bottom: window.innerHeight,
        left: 0,
        right: 414,
        width: 414,
        height: 72,
      }) as DOMRect;
    document.body.appendChild(bar);
    render(<ToastHost />);
    act(() => enqueueSnackbar('Pão de queijo adicionado ao carrinho'));
    expect(await screen.findByText('Pão de queijo adicionado ao carrinho')).toBeTruthy();
    // At once, or on the next frame when the last test's toast still has the placing loop running.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--toast-bottom-inset')).toBe('80px'));
    expect(document.querySelector('.notistack-SnackbarContainer')?.classList.contains('toast-above-bars')).toBe(true);
  });
});
