// A list edited in place (a package's days, a destination's questions): each item's
// fields with a button that removes it, and a button that adds a blank one.
import type { ReactNode } from 'react';
import { Button } from '@safarnama/shared';
import editor from './editor.module.css';

interface ItemsFieldsetProps<T> {
  legend: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** The item the add button appends. */
  blank: () => T;
  addLabel: string;
  /** The remove button's text for the item numbered `number` (from 1). */
  removeLabel: (number: number) => ReactNode;
  /** The item's fields; `change` merges a change into it. */
  fields: (item: T, index: number, change: (change: Partial<T>) => void) => ReactNode;
}

export function ItemsFieldset<T>({ legend, items, onChange, blank, addLabel, removeLabel, fields }: ItemsFieldsetProps<T>) {
  const changeAt = (index: number) => (change: Partial<T>) => onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset className={editor.fieldset}>
      <legend className={editor.legend}>{legend}</legend>
      {items.map((item, index) => (
        <div key={index} className={editor.day}>
          {fields(item, index, changeAt(index))}
          <Button variant="ghost" size="sm" onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {removeLabel(index + 1)}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...items, blank()])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
