/**
 * The blog's operations, typed by hand beside the screens that use them: the company's published posts, newest
 * first, and one post by slug, already in the page's language.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  publishedAt: string;
}
export interface BlogPostFull extends BlogPostSummary {
  body: string;
  author: string | null;
}

export interface BlogPostsData {
  blogPosts: BlogPostSummary[];
}
export interface BlogPostsVariables {
  company: string;
}

export const BLOG_POSTS_QUERY: TypedDocumentNode<BlogPostsData, BlogPostsVariables> = gql`
  query BlogPosts($company: String!) {
    blogPosts(filter: { company: $company }) {
      slug
      title
      excerpt
      image
      publishedAt
    }
  }
`;

export interface BlogPostData {
  blogPost: BlogPostFull | null;
}
export interface BlogPostVariables {
  company: string;
  slug: string;
}

export const BLOG_POST_QUERY: TypedDocumentNode<BlogPostData, BlogPostVariables> = gql`
  query BlogPost($company: String!, $slug: String!) {
    blogPost(filter: { company: $company, slug: $slug }) {
      slug
      title
      excerpt
      image
      publishedAt
      body
      author
    }
  }
`;
