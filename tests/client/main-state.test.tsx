// @vitest-environment jsdom
/**
 * The main state: its reducer (attendant mode on and off, the customer's name cleaned, an unknown action throws),
 * its provider (saved in session storage, restored after a reload, a damaged save ignored) and the
 * missing-provider error.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_STATE_STORAGE_KEY, MainStateProvider, useMainState } from '@/src/client/main-state/main-state-context';
import {
  defaultMainState,
  mainStateReducer,
  restoreMainState,
  type MainStateAction,
} from '@/src/client/main-state/main-state-reducer';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('mainStateReducer', () => {
  it('starts attendance with a cleaned customer name and ends it', () => {
    const on = mainStateReducer(defaultMainState(), { type: 'START_ATTENDANCE', customerName: '  Maria   da  Silva ' });
    expect(on.accessedThePage).toEqual({ attendant: true, store: false });
    expect(on.customerName).toBe('Maria da Silva');
    const off = mainStateReducer(on, { type: 'END_ATTENDANCE' });
    expect(off.accessedThePage.attendant).toBe(false);
    expect(off.customerName).toBe('');
  });

  it('does not start attendance without a name', () => {
    const state = defaultMainState();
    expect(mainStateReducer(state, { type: 'START_ATTENDANCE', customerName: '   ' })).toBe(state);
  });

  it('bounds the name to 80 characters', () => {
    const on = mainStateReducer(defaultMainState(), { type: 'START_ATTENDANCE', customerName: 'a'.repeat(200) });
    expect(on.customerName).toHaveLength(80);
  });

  it('sets the other fields', () => {
    let state = defaultMainState();
    state = mainStateReducer(state, { type: 'SET_ACCESSED_THE_PAGE', accessedThePage: { store: true } });
    state = mainStateReducer(state, { type: 'SET_USER_IS_A_MINOR', userIsAMinor: true });
    state = mainStateReducer(state, { type: 'SET_REDIRECT_TO', redirectTo: '/carrinho' });
    state = mainStateReducer(state, { type: 'SET_CHANGE_LANGUAGE', changeLanguage: 'en' });
    state = mainStateReducer(state, { type: 'SET_REQUIRED_AUTH', requiredAuth: true });
    expect(state).toEqual({
      userIsAMinor: true,
      customerName: '',
      accessedThePage: { attendant: false, store: true },
      changeLanguage: 'en',
      redirectTo: '/carrinho',
      requiredAuth: true,
    });
  });

  it('throws on an unknown action type', () => {
    expect(() => mainStateReducer(defaultMainState(), { type: 'NOPE' } as unknown as MainStateAction)).toThrow(
      /Unknown main state action: NOPE/,
    );
  });

  it('restores a saved state field by field, ignoring wrong types', () => {
    expect(
      restoreMainState({ customerName: 'Ana', accessedThePage: { attendant: true, store: 'yes' }, userIsAMinor: 1 }),
    ).toEqual({
      ...defaultMainState(),
      customerName: 'Ana',
      accessedThePage: { attendant: true, store: false },
    });
    expect(restoreMainState('garbage')).toEqual(defaultMainState());
  });
});

function Probe() {
  const { state, dispatch, ready } = useMainState();
  return (
    <div>
      <span data-testid="ready">{String(ready)}</span>
      <span data-testid="attendant">{String(state.accessedThePage.attendant)}</span>
      <span data-testid="name">{state.customerName}</span>
      <button onClick={() => dispatch({ type: 'START_ATTENDANCE', customerName: 'João' })}>start</button>
      <button onClick={() => dispatch({ type: 'END_ATTENDANCE' })}>end</button>
    </div>
  );
}

describe('MainStateProvider', () => {
  it('saves attendant mode in session storage and restores it after a reload', () => {
    const first = render(
      <MainStateProvider>
        <Probe />
      </MainStateProvider>,
    );
    expect(screen.getByTestId('ready').textContent).toBe('true');
    act(() => screen.getByText('start').click());
    expect(screen.getByTestId('name').textContent).toBe('João');
    expect(JSON.parse(window.sessionStorage.getItem(MAIN_STATE_STORAGE_KEY) ?? 'null')).toMatchObject({
      customerName: 'João',
      accessedThePage: { attendant: true },
    });
    first.unmount();
    render(
      <MainStateProvider>
        <Probe />
      </MainStateProvider>,
    );
    expect(screen.getByTestId('attendant').textContent).toBe('true');
    expect(screen.getByTestId('name').textContent).toBe('João');
    act(() => screen.getByText('end').click());
    expect(screen.getByTestId('attendant').textContent).toBe('false');
    expect(JSON.parse(window.sessionStorage.getItem(MAIN_STATE_STORAGE_KEY) ?? 'null')).toMatchObject({
      customerName: '',
      accessedThePage: { attendant: false },
    });
  });

  it('starts afresh from a damaged save', () => {
    window.sessionStorage.setItem(MAIN_STATE_STORAGE_KEY, '{not json');
    render(
      <MainStateProvider>
        <Probe />
      </MainStateProvider>,
    );
    expect(screen.getByTestId('ready').textContent).toBe('true');
    expect(screen.getByTestId('attendant').textContent).toBe('false');
  });

  it('throws a missing-provider error outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useMainState must be used within a MainStateProvider');
    quiet.mockRestore();
  });
});
