/**
 * The browser's authentication state as actions on a pure reducer, so every change (a session read, a saved
 * profile, the "keep me signed in" choice) goes through one place and the top bar follows at once.
 */
export type Persistence = 'local' | 'session' | 'none';

export interface AuthUser {
  id: string;
  name: string | null;
  email: string;
  emailVerified: boolean;
}

/** The backend's own record of the signed-in user (GraphQL `user(filter: {email})`), once fetched. */
export interface BackendUser {
  _id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

export interface AuthState {
  /** False until the first session read has answered. */
  initialised: boolean;
  authenticated: boolean;
  user: AuthUser | null;
  persistence: Persistence;
  backendUser: BackendUser | null;
}

export type AuthAction =
  | { type: 'AUTH_STATE_CHANGED'; authenticated: boolean; user: AuthUser | null }
  | { type: 'UPDATE_USER_PROFILE'; profile: Partial<Omit<AuthUser, 'id'>> }
  | { type: 'SET_PERSISTENCE'; persistence: Persistence }
  | { type: 'BACKEND_USER_LOADED'; backendUser: BackendUser };

export const INITIAL_AUTH_STATE: AuthState = {
  initialised: false,
  authenticated: false,
  user: null,
  persistence: 'local',
  backendUser: null,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'AUTH_STATE_CHANGED': {
      const user = action.authenticated ? action.user : null;
      // The backend record belongs to one account: another user (or none) drops it.
      const sameUser = user !== null && state.backendUser !== null && state.backendUser.email === user.email;
      return {
        ...state,
        initialised: true,
        authenticated: user !== null,
        user,
        backendUser: sameUser ? state.backendUser : null,
      };
    }
    case 'UPDATE_USER_PROFILE':
      if (!state.user) return state;
      return {
        ...state,
        user: { ...state.user, ...action.profile },
        backendUser: state.backendUser
          ? { ...state.backendUser, ...(action.profile.name ? { name: action.profile.name } : {}) }
          : null,
      };
    case 'SET_PERSISTENCE':
      return { ...state, persistence: action.persistence };
    case 'BACKEND_USER_LOADED':
      // A late answer for an account no longer signed in is dropped.
      if (!state.user || state.user.email !== action.backendUser.email) return state;
      return { ...state, backendUser: action.backendUser };
  }
}
