import { useState } from 'react';
import { Button, Modal } from '@safarnama/shared';
import FilterPanel from './filter-panel';
import type { FilterOptions, Filters } from './listing-filters';

export interface FilterDialogProps {
  options: FilterOptions;
  value: Filters;
  onApply: (next: Filters) => void;
  onClose: () => void;
}

/**
 * The filters on a phone (below 768px): a modal that locks the page's scroll. Choices
 * are a draft until Apply, which applies them and closes; closing otherwise drops them.
 */
export default function FilterDialog({ options, value, onApply, onClose }: FilterDialogProps) {
  const [draft, setDraft] = useState(value);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Filters"
      closeLabel="Close filters"
      footer={
        <Button fullWidth onClick={() => onApply(draft)}>
          Apply
        </Button>
      }
    >
      <FilterPanel options={options} value={draft} onChange={setDraft} titled={false} />
    </Modal>
  );
}
