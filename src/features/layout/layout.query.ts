/**
 * The shell's operation, typed by hand beside the components that use it: the company's name and settings (logo,
 * colours) and, per service, what the top bar, the menu drawer and the footer show. Texts arrive already in the
 * page's language (the resolver applies `translations`).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface LayoutService {
  _id: string;
  slug: string;
  title: string | null;
  name: string;
  icon: string | null;
  color: string | null;
  shownInTopbar: boolean;
  hiddenInMenu: boolean;
  termsOfUse: string | null;
}

export interface LayoutCompany {
  _id: string;
  slug: string;
  name: string;
  /** logo, colours and support contacts, as the company document has them. */
  settings: { logo?: string; primaryColor?: string; secondaryColor?: string; supportEmail?: string; supportPhone?: string } | null;
  services: LayoutService[];
  /** The company sells only to adults: its pages ask for an age confirmation first (src/features/account/AgeGate.tsx). */
  prohibitedForMinors?: boolean;
}

export interface LayoutData { company: LayoutCompany | null }
export interface LayoutVariables { company: string }

export const LAYOUT_QUERY: TypedDocumentNode<LayoutData, LayoutVariables> = gql`
  query Layout($company: String!) {
    company(filter: { company: $company }) {
      _id
      slug
      name
      settings
      prohibitedForMinors
      services { _id slug title name icon color shownInTopbar hiddenInMenu termsOfUse }
    }
  }
`;
