// A package's editable parts: price, description, inclusions and exclusions (one per
// line), the itinerary day by day, and whether it shows on the site.
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { FormField } from '@safarnama/shared';
import { useAction } from '../../hooks/use-action';
import { useDraft } from '../../hooks/use-draft';
import { useLoad } from '../../hooks/use-load';
import { BackLink } from '../../components/back-link';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { getPackage, savePackage, type ItineraryDay, type PackageDetail } from './content-api';
import { fromLines, toLines } from './lines';
import { ItemsFieldset } from './items-fieldset';
import { SaveButton } from './save-button';
import styles from '../../ui/page.module.css';
import editor from './editor.module.css';

interface Draft {
  price: string;
  description: string;
  inclusions: string;
  exclusions: string;
  itinerary: ItineraryDay[];
  active: boolean;
}

const draftOf = (pkg: PackageDetail): Draft => ({
  price: String(pkg.price ?? ''),
  description: pkg.description ?? '',
  inclusions: toLines(pkg.inclusions ?? []),
  exclusions: toLines(pkg.exclusions ?? []),
  itinerary: pkg.itinerary ?? [],
  active: pkg.active ?? true,
});

export function PackageEditorPage() {
  const { slug = '' } = useParams();
  const pkg = useLoad(() => getPackage(slug), [slug]);
  const [draft, setDraft] = useDraft<PackageDetail, Draft | null>(pkg, draftOf, null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const { busy, run } = useAction<'save'>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const price = Number(draft.price);
    if (!draft.price.trim() || !Number.isFinite(price) || price < 0) {
      setPriceError('Please enter the price in rupees, a whole number.');
      return;
    }
    setPriceError(null);
    const edit = {
      price,
      description: draft.description,
      inclusions: fromLines(draft.inclusions),
      exclusions: fromLines(draft.exclusions),
      itinerary: draft.itinerary.map((day, index) => ({ ...day, day: index + 1 })),
      active: draft.active,
    };
    void run('save', async () => pkg.set({ ...pkg.data, ...(await savePackage(slug, edit)) } as PackageDetail), 'Package saved. The site shows it within a minute.');
  };

  const name = pkg.data?.name ?? slug;
  return (
    <>
      <BackLink to="/admin/content/packages" label="All packages" />
      <PageHeading title={`Edit ${name}`}>Edit {name}</PageHeading>
      <LoadState state={pkg} reload={pkg.reload} />
      {draft && (
        <form className={styles.stack} onSubmit={save}>
          <FormField label="Price per person (₹)" inputMode="numeric" value={draft.price} error={priceError} onChange={(e) => setDraft({ ...draft, price: e.target.value })} />
          <FormField as="textarea" label="Description" hint="HTML, as the package page shows it." rows={6} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
          <FormField as="textarea" label="Inclusions" hint="One per line." rows={5} value={draft.inclusions} onChange={(e) => setDraft({ ...draft, inclusions: e.target.value })} />
          <FormField as="textarea" label="Exclusions" hint="One per line." rows={5} value={draft.exclusions} onChange={(e) => setDraft({ ...draft, exclusions: e.target.value })} />
          <ItemsFieldset
            legend="Itinerary"
            items={draft.itinerary}
            onChange={(itinerary) => setDraft({ ...draft, itinerary })}
            blank={() => ({ day: draft.itinerary.length + 1, name: '', description: '' })}
            addLabel="Add a day"
            removeLabel={(number) => <>Remove day {number}</>}
            fields={(day, index, change) => (
              <>
                <FormField label={`Day ${index + 1}: title`} value={day.name} onChange={(e) => change({ name: e.target.value })} />
                <FormField as="textarea" label={`Day ${index + 1}: description`} rows={3} value={day.description} onChange={(e) => change({ description: e.target.value })} />
              </>
            )}
          />
          <label className={editor.check}>
            <input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
            Show this package on the site
          </label>
          <SaveButton saving={busy === 'save'}>Save package</SaveButton>
        </form>
      )}
    </>
  );
}
