/**
 * The partners page's operation, typed by hand beside the screens that use it: the company's catalogues (title,
 * cover, slug, the services they appear under) and its services' names, both already in the page's language.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PartnerCatalog {
  _id: string;
  slug: string;
  title: string;
  description: string | null;
  cover: string | null;
  catalogType: string;
  serviceCategories: string[];
}

export interface PartnerService {
  _id: string;
  slug: string;
  title: string | null;
  name: string;
  hiddenInMenu: boolean;
}

export interface PartnersData {
  catalogs: PartnerCatalog[];
  company: { _id: string; services: PartnerService[] } | null;
}
export interface PartnersVariables {
  owner: string;
}

export const PARTNERS_QUERY: TypedDocumentNode<PartnersData, PartnersVariables> = gql`
  query Partners($owner: String!) {
    catalogs(filter: { owner: $owner }) {
      _id
      slug
      title
      description
      cover
      catalogType
      serviceCategories
    }
    company(filter: { company: $owner }) {
      _id
      services {
        _id
        slug
        title
        name
        hiddenInMenu
      }
    }
  }
`;
