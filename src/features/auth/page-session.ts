/** The signed-in user as a protected page's server code hands it to the screen: public fields only. */
export interface PageUser {
  name: string | null;
  email: string;
  emailVerified: boolean;
}
