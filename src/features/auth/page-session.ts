/** The signed-in user as a protected page's server code hands it to the screen: public fields only. */
export type { PageUser } from '@/src/domain/pages/page-declaration';
