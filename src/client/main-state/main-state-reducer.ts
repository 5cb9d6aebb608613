/**
 * The main state of the browser (docs/business-rules.md lists its fields as the product defines them): who is
 * using the storefront and how. `accessedThePage.attendant` is set when a company's attendant opens
 * /atendimento/{company} to take orders for a customer, whose name is `customerName`.
 */

export interface MainState {
  /**
   * Declared by the shopper at the age confirmation of a company that sells only to adults (prohibitedForMinors):
   * null until asked, false for "18 or over", true for "under 18" (the catalogue stays closed). docs/decisions.md
   * "Accounts: prohibitedForMinors".
   */
  userIsAMinor: boolean | null;
  /** The customer an attendant is serving; empty when nobody is. */
  customerName: string;
  /** How the storefront was reached: by a company's attendant, or by a store's own access. */
  accessedThePage: { attendant: boolean; store: boolean };
  /** The language the shopper chose, when it should win over the browser's. */
  changeLanguage: string | null;
  /** Where to go after a detour (sign-in), if anywhere. */
  redirectTo: string | null;
  requiredAuth: boolean;
}

export type MainStateAction =
  | { type: 'START_ATTENDANCE'; customerName: string }
  | { type: 'END_ATTENDANCE' }
  | { type: 'SET_CUSTOMER_NAME'; customerName: string }
  | { type: 'SET_ACCESSED_THE_PAGE'; accessedThePage: Partial<MainState['accessedThePage']> }
  | { type: 'SET_USER_IS_A_MINOR'; userIsAMinor: boolean }
  | { type: 'SET_CHANGE_LANGUAGE'; changeLanguage: string | null }
  | { type: 'SET_REDIRECT_TO'; redirectTo: string | null }
  | { type: 'SET_REQUIRED_AUTH'; requiredAuth: boolean }
  | { type: 'RESTORE'; saved: unknown };

export const MAX_CUSTOMER_NAME = 80;

export function defaultMainState(): MainState {
  return {
    userIsAMinor: null,
    customerName: '',
    accessedThePage: { attendant: false, store: false },
    changeLanguage: null,
    redirectTo: null,
    requiredAuth: false,
  };
}

/** Spaces collapsed and the length bounded: the name is shown on every page and sent with the order later. */
export function cleanCustomerName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, MAX_CUSTOMER_NAME);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A saved state read back field by field: whatever is missing or of the wrong type keeps its default. */
export function restoreMainState(saved: unknown): MainState {
  const state = defaultMainState();
  if (!isRecord(saved)) return state;
  const access = isRecord(saved.accessedThePage) ? saved.accessedThePage : {};
  return {
    userIsAMinor: typeof saved.userIsAMinor === 'boolean' ? saved.userIsAMinor : null,
    customerName: typeof saved.customerName === 'string' ? cleanCustomerName(saved.customerName) : state.customerName,
    accessedThePage: { attendant: access.attendant === true, store: access.store === true },
    changeLanguage: typeof saved.changeLanguage === 'string' ? saved.changeLanguage : null,
    redirectTo: typeof saved.redirectTo === 'string' ? saved.redirectTo : null,
    requiredAuth: saved.requiredAuth === true,
  };
}

export function mainStateReducer(state: MainState, action: MainStateAction): MainState {
  switch (action.type) {
    case 'START_ATTENDANCE': {
      const customerName = cleanCustomerName(action.customerName);
      // Attendant mode always serves someone: without a name nothing changes.
      if (!customerName) return state;
      return { ...state, customerName, accessedThePage: { ...state.accessedThePage, attendant: true } };
    }
    case 'END_ATTENDANCE':
      return { ...state, customerName: '', accessedThePage: { ...state.accessedThePage, attendant: false } };
    case 'SET_CUSTOMER_NAME':
      return { ...state, customerName: cleanCustomerName(action.customerName) };
    case 'SET_ACCESSED_THE_PAGE':
      return { ...state, accessedThePage: { ...state.accessedThePage, ...action.accessedThePage } };
    case 'SET_USER_IS_A_MINOR':
      return { ...state, userIsAMinor: action.userIsAMinor };
    case 'SET_CHANGE_LANGUAGE':
      return { ...state, changeLanguage: action.changeLanguage };
    case 'SET_REDIRECT_TO':
      return { ...state, redirectTo: action.redirectTo };
    case 'SET_REQUIRED_AUTH':
      return { ...state, requiredAuth: action.requiredAuth };
    case 'RESTORE':
      return restoreMainState(action.saved);
    default:
      // A programming error, as the product's error catalogue says: an unknown action type throws.
      throw new Error(`Unknown main state action: ${(action as { type?: unknown }).type as string}`);
  }
}
