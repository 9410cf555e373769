/** "water-activities" or "Water_Activities" -> "Water Activities"; "honeymoon" -> "Honeymoon". */
export function themeTitle(name: string): string {
  return name
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
