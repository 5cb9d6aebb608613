/**
 * The company home's operations, typed by hand beside the screen that uses them. The services' slider and bento
 * sections cross as JSON, already translated by the server; `home-sections.ts` reads them. An ordinary shop's
 * stores come from a second operation, asked only when the company has no services.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ServiceStore } from '../services/service-page.query';

export interface HomeService {
  _id: string;
  slug: string;
  title: string | null;
  name: string;
  description: string | null;
  icon: string | null;
  color: string | null;
  hiddenInMenu: boolean;
  sliderSection: unknown;
  bentosSection: unknown;
}

export interface BannerCoupon { code: string; description: string | null }

export interface HomeCompany {
  _id: string;
  slug: string;
  name: string;
  coupons: BannerCoupon[];
  services: HomeService[];
}

export interface HomeData { company: HomeCompany | null }
export interface HomeVariables { company: string }

export const HOME_QUERY: TypedDocumentNode<HomeData, HomeVariables> = gql`
  query CompanyHome($company: String!) {
    company(filter: { company: $company }) {
      _id
      slug
      name
      coupons { code description }
      services { _id slug title name description icon color hiddenInMenu sliderSection bentosSection }
    }
  }
`;

export interface HomeStore extends ServiceStore { status: string }
export interface HomeStoresData { catalogs: HomeStore[] }

export const HOME_STORES_QUERY: TypedDocumentNode<HomeStoresData, HomeVariables> = gql`
  query CompanyHomeStores($company: String!) {
    catalogs(filter: { owner: $company }) {
      _id
      slug
      title
      cover
      status
      openingState { isOpen todayLabel nextOpening { label } }
    }
  }
`;
