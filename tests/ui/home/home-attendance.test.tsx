// @vitest-environment jsdom
/**
 * The attendance page as an attendant uses it: an empty name is refused with a message; a name turns attendant
 * mode on, the band names the customer, and leaving it turns it off. The band is the shell's (rendered here beside
 * the page as the layout does); the company's colours come from the layout query's result, as the page's server sends it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@/locales/en/home.json';
import enLayout from '@/locales/en/layout.json';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/src/ui/theme';
import { operationKey, PageDataProvider } from '@/src/client/page-data';
import { MainStateProvider } from '@/src/client/main-state/main-state-context';
import { AttendancePage } from '@/src/features/home/AttendancePage';
import { AttendantBanner } from '@/src/features/layout/AttendantBanner';
import { LayoutOperation } from '@/src/features/layout/layout.generated';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const layoutResults = {
  [operationKey(LayoutOperation, { company: 'aeroporto' })]: {
    company: {
      __typename: 'Company',
      _id: 'c1',
      slug: 'aeroporto',
      name: 'Aeroporto',
      settings: { primaryColor: '#0b1f44' },
      services: [],
    },
  },
};

async function renderPage() {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { home: en, layout: enLayout } }, defaultNS: 'home' });
  render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <PageDataProvider results={layoutResults} locale="en">
          <MainStateProvider>
            <AttendantBanner />
            <AttendancePage company="aeroporto" />
          </MainStateProvider>
        </PageDataProvider>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

describe('AttendancePage', () => {
  it('refuses an empty name', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start serving' }));
    expect(screen.getByText("Enter the customer's name.")).toBeTruthy();
    expect(screen.queryByTestId('attendant-banner')).toBeNull();
  });

  it("turns attendant mode on with the customer's name and off again", async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText(/Customer's name/), { target: { value: 'Ana Lima' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start serving' }));
    });
    expect(screen.getByTestId('attendant-banner').textContent).toContain('Attendant mode: serving Ana Lima');
    expect(screen.getByTestId('attendant-customer').textContent).toContain(
      "Browse the store and build Ana Lima's order.",
    );
    expect(screen.getByText(/paid here, by an in-person method/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave attendant mode' }));
    expect(screen.queryByTestId('attendant-banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start serving' })).toBeTruthy();
  });
});
