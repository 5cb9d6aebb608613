/** Whether the company's main catalogue asks shoppers to sign in (docs/interfaces.md, `catalog` without a slug). */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface RequiredAuthData {
  catalog: { _id: string; requiredAuth: boolean } | null;
}
export interface RequiredAuthVariables {
  company: string;
}

export const REQUIRED_AUTH_QUERY: TypedDocumentNode<RequiredAuthData, RequiredAuthVariables> = gql`
  query RequiredAuth($company: String!) {
    catalog(filter: { company: $company }) {
      _id
      requiredAuth
    }
  }
`;
