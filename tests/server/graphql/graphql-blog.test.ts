/**
 * The blog's read queries against the seeded demo data (data/demo/aeroporto.json): the list newest first, one post
 * by slug, translations by accept-language, scheduled posts hidden until their date, and each company's own posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, gql, MERCADO, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const LIST = /* GraphQL */ `
  query Posts {
    blogPosts {
      slug
      title
      excerpt
      image
      publishedAt
    }
  }
`;
const ONE = /* GraphQL */ `
  query Post($slug: String!) {
    blogPost(filter: { slug: $slug }) {
      slug
      title
      excerpt
      body
      image
      author
      publishedAt
    }
  }
`;

describe('blogPosts', () => {
  it("lists the host company's posts, newest first", async () => {
    const result = await gql(LIST);
    expect(result.errors).toBeUndefined();
    expect(result.data!.blogPosts.map((p: { slug: string }) => p.slug)).toEqual([
      'guarda-volumes-viaje-leve',
      'sala-vip-em-conexoes-longas',
      'como-pedir-comida-no-portao',
    ]);
    expect(result.data!.blogPosts[2]).toMatchObject({
      image: '/demo/aeroporto/banner-delivery.svg',
      publishedAt: '2026-09-02T10:00:00.000-03:00',
    });
  });

  it('hides a post dated after the clock', async () => {
    const result = await gql(LIST, { now: '2026-10-20T12:00:00.000-03:00' });
    expect(result.data!.blogPosts.map((p: { slug: string }) => p.slug)).toEqual([
      'sala-vip-em-conexoes-longas',
      'como-pedir-comida-no-portao',
    ]);
    const scheduled = await gql(ONE, {
      now: '2026-10-20T12:00:00.000-03:00',
      variables: { slug: 'guarda-volumes-viaje-leve' },
    });
    expect(scheduled.data!.blogPost).toBeNull();
  });

  it('lists nothing for a company without posts', async () => {
    const result = await gql(LIST, { host: MERCADO });
    expect(result.errors).toBeUndefined();
    expect(result.data!.blogPosts).toEqual([]);
  });
});

describe('blogPost', () => {
  it('gives one post with its body, in the language asked', async () => {
    const pt = await gql(ONE, { variables: { slug: 'como-pedir-comida-no-portao' } });
    expect(pt.errors).toBeUndefined();
    expect(pt.data!.blogPost.body).toContain('<h2>Passo a passo</h2>');
    const en = await gql(ONE, { lang: 'en', variables: { slug: 'como-pedir-comida-no-portao' } });
    expect(en.data!.blogPost.title).not.toBe(pt.data!.blogPost.title);
    expect(en.data!.blogPost.body).not.toBe(pt.data!.blogPost.body);
    expect(en.data!.blogPost.slug).toBe('como-pedir-comida-no-portao');
  });

  it('is null for an unknown slug', async () => {
    const result = await gql(ONE, { variables: { slug: 'nao-existe' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.blogPost).toBeNull();
  });
});
