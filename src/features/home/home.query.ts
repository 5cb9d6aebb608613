/**
 * The company home's operations, typed by hand beside the screen that uses them. The services' slider and bento
 * sections cross as JSON, already translated by the server; `home-sections.ts` reads them. An ordinary shop's
 * stores come from a second operation, asked only when the company has no services.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { COMPANY_SERVICES_FRAGMENT, type CompanyServices, type ServiceLink } from '../layout/company-services.fragment';
import type { ServiceStore } from '../services/service-page.query';
import type { CompanyGateDelivery } from '../flight/flight-types';

export interface HomeService extends ServiceLink {
  description: string | null;
  sliderSection: unknown;
  bentosSection: unknown;
}

export interface BannerCoupon {
  code: string;
  description: string | null;
}

export interface HomeCompany extends CompanyServices<HomeService> {
  coupons: BannerCoupon[];
  /** The flight question, where the company's stores deliver to boarding gates. */
  gateDelivery: CompanyGateDelivery | null;
}

export interface HomeData {
  company: HomeCompany | null;
}
export interface HomeVariables {
  company: string;
}

export const HOME_QUERY: TypedDocumentNode<HomeData, HomeVariables> = gql`
  ${COMPANY_SERVICES_FRAGMENT}
  query CompanyHome($company: String!) {
    company(filter: { company: $company }) {
      ...CompanyServices
      coupons {
        code
        description
      }
      gateDelivery {
        marginMinutes
        terminals
        flightLookup
        serviceSlug
        timezone
        now
      }
      services {
        _id
        description
        sliderSection
        bentosSection
      }
    }
  }
`;

export interface HomeStore extends ServiceStore {
  status: string;
}
export interface HomeStoresData {
  catalogs: HomeStore[];
}

export const HOME_STORES_QUERY: TypedDocumentNode<HomeStoresData, HomeVariables> = gql`
  query CompanyHomeStores($company: String!) {
    catalogs(filter: { owner: $company }) {
      _id
      slug
      title
      cover
      status
      openingState {
        isOpen
        todayLabel
        nextOpening {
          label
        }
      }
    }
  }
`;
