/**
 * The company home page's data: what `getServerSideProps` sends to the
 * browser, small and serialisable. A contract between the server, which
 * builds it, and the page, which renders it; types only, so both sides can
 * import it without the browser bundle reaching server code.
 */
export interface CompanyHomeData {
  slug: string;
  name: string;
  services: { slug: string; title: string; description: string; icon: string | null; type: string }[];
  catalogs: { _id: string; slug: string; title: string; description: string; cover: string | null; serviceCategories: string[] }[];
  coupons: { code: string; description: string }[];
}
