/**
 * The service page's operations, typed by hand beside the screen that uses them: the company's services (banner,
 * categories, benefits, FAQ and checkout warning cross as JSON, already translated by the server) and the stores
 * of one service, optionally narrowed to one of its categories.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CompanyGateDelivery, StoreGateTimingView } from '../flight/flight-types';

export interface ServiceDefinition {
  _id: string;
  slug: string;
  title: string | null;
  name: string;
  label: string | null;
  description: string | null;
  color: string | null;
  image: string | null;
  hidePrice: boolean;
  banner: unknown;
  categories: unknown;
  benefits: unknown;
  faq: unknown;
  checkoutWarning: string | null;
  /** title, description (and image) for the page's head. */
  metaTags: unknown;
}

export interface ServicesData {
  /** `gateDelivery`: the flight question, where the company's stores deliver to boarding gates. */
  company: { _id: string; services: ServiceDefinition[]; gateDelivery: CompanyGateDelivery | null } | null;
}
export interface ServicesVariables {
  company: string;
}

export const SERVICES_QUERY: TypedDocumentNode<ServicesData, ServicesVariables> = gql`
  query ServicePageServices($company: String!) {
    company(filter: { company: $company }) {
      _id
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
        slug
        title
        name
        label
        description
        color
        image
        hidePrice
        banner
        categories
        benefits
        faq
        checkoutWarning
        metaTags
      }
    }
  }
`;

export interface ServiceStore {
  _id: string;
  slug: string;
  title: string;
  cover: string | null;
  openingState: { isOpen: boolean; todayLabel: string | null; nextOpening: { label: string } | null };
  /** The store's minutes to each terminal's gates; null where it does not deliver to gates. */
  gateTiming?: StoreGateTimingView | null;
}

export interface ServiceStoresData {
  catalogSummary: { catalogs: ServiceStore[] };
}
export interface ServiceStoresVariables {
  company: string;
  serviceSlug: string;
  categorySlug: string | null;
}

export const SERVICE_STORES_QUERY: TypedDocumentNode<ServiceStoresData, ServiceStoresVariables> = gql`
  query ServicePageStores($company: String!, $serviceSlug: String!, $categorySlug: String) {
    catalogSummary(filter: { company: $company, serviceSlug: $serviceSlug, categorySlug: $categorySlug }) {
      catalogs {
        _id
        slug
        title
        cover
        openingState {
          isOpen
          todayLabel
          nextOpening {
            label
          }
        }
        gateTiming {
          preparationMinutes
          marginMinutes
          deliversNow
          pickUpNow
          timezone
          now
          terminals {
            name
            deliveryMinutes
            walkingMinutes
          }
        }
      }
    }
  }
`;
