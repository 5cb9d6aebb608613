/** Empty text and null count as "not given": a form sends every field, GraphQL sends null for an empty one. */
export const notGiven = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
