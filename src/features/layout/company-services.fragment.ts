/**
 * What the shell and the company home both read of a company: its name and, per service, how it is linked and
 * shown (title or name, icon, colour, whether the menu hides it). One GraphQL fragment, so the two ask for the same
 * fields and the cache merges them; each query adds its own (the top bar's flags, the home's sections). A string,
 * opening each document that spreads it, as the build's query loaders expect (scripts/gql-names-loader.cjs).
 */
export const COMPANY_SERVICES_FRAGMENT = `fragment CompanyServices on Company {
  _id slug name
  services { _id slug title name icon color hiddenInMenu }
}`;

/** A service as the fragment gives it. */
export interface ServiceLink {
  _id: string;
  slug: string;
  title: string | null;
  name: string;
  icon: string | null;
  color: string | null;
  hiddenInMenu: boolean;
}

/** A company as the fragment gives it, its services with more fields where the query asks them. */
export interface CompanyServices<Service extends ServiceLink = ServiceLink> {
  _id: string;
  slug: string;
  name: string;
  services: Service[];
}
