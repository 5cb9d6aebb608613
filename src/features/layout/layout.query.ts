/**
 * The shell's operation, typed by hand beside the components that use it: the company's name and settings (logo,
 * colours) and, per service, what the top bar, the menu drawer and the footer show. Texts arrive already in the
 * page's language (the resolver applies `translations`).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { COMPANY_SERVICES_FRAGMENT, type CompanyServices, type ServiceLink } from './company-services.fragment';

export interface LayoutService extends ServiceLink {
  shownInTopbar: boolean;
  termsOfUse: string | null;
}

export interface LayoutCompany extends CompanyServices<LayoutService> {
  /** logo, colours and support contacts, as the company document has them. */
  settings: {
    logo?: string;
    primaryColor?: string;
    secondaryColor?: string;
    supportEmail?: string;
    supportPhone?: string;
  } | null;
  /** The company sells only to adults: its pages ask for an age confirmation first (src/features/account/AgeGate.tsx). */
  prohibitedForMinors?: boolean;
}

export interface LayoutData {
  company: LayoutCompany | null;
}
export interface LayoutVariables {
  company: string;
}

export const LAYOUT_QUERY: TypedDocumentNode<LayoutData, LayoutVariables> = gql`
  ${COMPANY_SERVICES_FRAGMENT}
  query Layout($company: String!) {
    company(filter: { company: $company }) {
      ...CompanyServices
      settings
      prohibitedForMinors
      services {
        _id
        shownInTopbar
        termsOfUse
      }
    }
  }
`;
