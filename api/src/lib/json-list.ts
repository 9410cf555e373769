/** A JSON array of strings stored as text (pin stacks, token scopes); anything else reads as empty. */
export function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
