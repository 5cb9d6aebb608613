/**
 * The service's JSON documents (banner, categories, benefits, FAQ) read into the few fields the page shows. The
 * catalogue is imported data, so every field is checked and anything malformed is dropped instead of breaking the
 * page.
 */

export interface ServiceBanner {
  img: string | null;
  title: string;
  subtitle: string | null;
  buttonText: string | null;
  link: string | null;
}
export interface ServiceCategory {
  slug: string;
  title: string;
  icon: string | null;
}
export interface ServiceBenefit {
  title: string;
  subtitle: string | null;
  image: string | null;
}
export interface ServiceBenefits {
  title: string | null;
  subtitle: string | null;
  items: ServiceBenefit[];
}
export interface ServiceFaq {
  question: string;
  answer: string;
}

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const docs = (value: unknown): Doc[] => (Array.isArray(value) ? value.filter(isDoc) : []);

export function readBanner(value: unknown): ServiceBanner | null {
  if (!isDoc(value)) return null;
  const title = text(value.title);
  if (!title) return null;
  return {
    img: text(value.img),
    title,
    subtitle: text(value.subtitle),
    buttonText: text(value.buttonText),
    link: text(value.link),
  };
}

/** The service's categories; 'todos' (all) is the page without a category, so it is not a category of its own. */
export function readCategories(value: unknown): ServiceCategory[] {
  return docs(value).flatMap((doc) => {
    const slug = text(doc.slug);
    const title = text(doc.title);
    return slug && title && slug !== ALL_CATEGORY ? [{ slug, title, icon: text(doc.icon) }] : [];
  });
}

export const ALL_CATEGORY = 'todos';

export function readBenefits(value: unknown): ServiceBenefits | null {
  if (!isDoc(value)) return null;
  const items = docs(value.data).flatMap((doc) => {
    const title = text(doc.title);
    return title ? [{ title, subtitle: text(doc.subtitle), image: text(doc.image) }] : [];
  });
  return items.length ? { title: text(value.title), subtitle: text(value.subtitle), items } : null;
}

export function readFaq(value: unknown): ServiceFaq[] {
  return docs(value).flatMap((doc) => {
    const question = text(doc.question);
    const answer = text(doc.answer);
    return question && answer ? [{ question, answer }] : [];
  });
}
