import { useId } from 'react';
import { type Bucket, type FilterGroup, type FilterOptions, type Filters, isFiltered, NO_FILTERS, toggle } from './listing-filters';
import styles from './filter-panel.module.css';

export interface FilterPanelProps {
  options: FilterOptions;
  value: Filters;
  onChange: (next: Filters) => void;
  /** Hide the panel's own heading (the modal names it). */
  titled?: boolean;
}

const GROUPS: ReadonlyArray<{ group: FilterGroup; title: string }> = [
  { group: 'categories', title: 'Categories' },
  { group: 'duration', title: 'Duration (days)' },
  { group: 'budget', title: 'Budget (₹ per person)' },
];

/**
 * The listing's filters: categories from the packages, the duration and budget
 * buckets the packages reach. Each option toggles; a group clears; Reset all clears all.
 */
export default function FilterPanel({ options, value, onChange, titled = true }: FilterPanelProps) {
  const id = useId();
  const choices = (group: FilterGroup): Array<{ value: string; label: string }> =>
    group === 'categories' ? options.categories.map((c) => ({ value: c, label: c })) : options[group].map((b: Bucket) => ({ value: b.id, label: b.label }));
  const groups = GROUPS.filter(({ group }) => choices(group).length > 0);

  return (
    <section className={styles.panel} aria-labelledby={titled ? `${id}-title` : undefined} aria-label={titled ? undefined : 'Filters'}>
      <div className={styles.head}>
        {titled && (
          <h2 id={`${id}-title`} className={styles.title}>
            Filters
          </h2>
        )}
        <button type="button" className={styles.link} onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(value)}>
          Reset all
        </button>
      </div>
      {groups.length === 0 ? (
        <p className={styles.note}>No filters available</p>
      ) : (
        groups.map(({ group, title }) => (
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className={styles.group}>
            <div className={styles.groupHead}>
              <h3 id={`${id}-${group}`} className={styles.legend}>
                {title}
              </h3>
              {value[group].length > 0 && (
                <button type="button" className={styles.link} aria-label={`Clear ${title}`} onClick={() => onChange({ ...value, [group]: [] })}>
                  Clear
                </button>
              )}
            </div>
            <ul className={styles.options}>
              {choices(group).map((choice) => (
                <li key={choice.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={value[group].includes(choice.value)}
                      onChange={() => onChange(toggle(value, group, choice.value))}
                    />
                    <span>{choice.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
