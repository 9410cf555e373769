import { blogMessages } from '../../../lib/blog-messages';

/** One dropdown of the blog search: what the visitor typed and the id of what they picked. */
export interface PickedField {
  text: string;
  id: number | null;
}

export interface BlogSearchCriteria {
  destinationId?: number;
  categoryId?: number;
}

export type CriteriaOutcome =
  | { kind: 'search'; criteria: BlogSearchCriteria }
  /** Both texts are empty: 'Please enter a destination or category.' */
  | { kind: 'invalid'; message: string }
  /** Text that names no destination or category: nothing can match it. */
  | { kind: 'unmatched' };

/**
 * The blog search's query: at least one text must be non-empty, and an id
 * is sent only when its text is non-empty (a picked destination whose text was
 * cleared no longer counts). Text that was typed but names nothing in its list
 * cannot match any blog, so it is not sent as "no filter" (which would list every
 * blog as a result).
 */
export function buildSearchCriteria(destination: PickedField, category: PickedField): CriteriaOutcome {
  const hasDestination = destination.text.trim() !== '';
  const hasCategory = category.text.trim() !== '';
  if (!hasDestination && !hasCategory) return { kind: 'invalid', message: blogMessages.searchEmpty };
  if ((hasDestination && destination.id === null) || (hasCategory && category.id === null)) return { kind: 'unmatched' };
  const criteria: BlogSearchCriteria = {};
  if (hasDestination && destination.id !== null) criteria.destinationId = destination.id;
  if (hasCategory && category.id !== null) criteria.categoryId = category.id;
  return { kind: 'search', criteria };
}

/** The option a typed text names exactly (ignoring case and outer spaces), so typing "goa" in full counts as picking Goa. */
export function exactOption<T extends { name: string }>(options: readonly T[], text: string): T | null {
  const wanted = text.trim().toLowerCase();
  return (wanted && options.find((option) => option.name.toLowerCase() === wanted)) || null;
}
