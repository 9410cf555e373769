// A package's editable parts: price, description, inclusions and exclusions (one per
// line), the itinerary day by day, and whether it shows on the site.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, FormField, toast } from '@safarnama/shared';
import { messageOf } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { getPackage, savePackage, type ItineraryDay, type PackageDetail } from './content-api';
import { fromLines, toLines } from './lines';
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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (pkg.status === 'ready') setDraft(draftOf(pkg.data));
  }, [pkg.status, pkg.data]);

  const setDay = (index: number, change: Partial<ItineraryDay>) =>
    setDraft((d) => d && { ...d, itinerary: d.itinerary.map((day, i) => (i === index ? { ...day, ...change } : day)) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const price = Number(draft.price);
    if (!draft.price.trim() || !Number.isFinite(price) || price < 0) {
      setPriceError('Please enter the price in rupees, a whole number.');
      return;
    }
    setPriceError(null);
    setSaving(true);
    try {
      const saved = await savePackage(slug, {
        price,
        description: draft.description,
        inclusions: fromLines(draft.inclusions),
        exclusions: fromLines(draft.exclusions),
        itinerary: draft.itinerary.map((day, index) => ({ ...day, day: index + 1 })),
        active: draft.active,
      });
      pkg.set({ ...pkg.data, ...saved } as PackageDetail);
      toast.success('Package saved. The site shows it within a minute.');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const name = pkg.data?.name ?? slug;
  return (
    <>
      <p>
        <Link className={styles.link} to="/admin/content/packages">
          ← All packages
        </Link>
      </p>
      <PageHeading title={`Edit ${name}`}>Edit {name}</PageHeading>
      <LoadState state={pkg} reload={pkg.reload} />
      {draft && (
        <form className={styles.stack} onSubmit={save}>
          <FormField label="Price per person (₹)" inputMode="numeric" value={draft.price} error={priceError} onChange={(e) => setDraft({ ...draft, price: e.target.value })} />
          <FormField as="textarea" label="Description" hint="HTML, as the package page shows it." rows={6} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
          <FormField as="textarea" label="Inclusions" hint="One per line." rows={5} value={draft.inclusions} onChange={(e) => setDraft({ ...draft, inclusions: e.target.value })} />
          <FormField as="textarea" label="Exclusions" hint="One per line." rows={5} value={draft.exclusions} onChange={(e) => setDraft({ ...draft, exclusions: e.target.value })} />
          <fieldset className={editor.fieldset}>
            <legend className={editor.legend}>Itinerary</legend>
            {draft.itinerary.map((day, index) => (
              <div key={index} className={editor.day}>
                <FormField label={`Day ${index + 1}: title`} value={day.name} onChange={(e) => setDay(index, { name: e.target.value })} />
                <FormField as="textarea" label={`Day ${index + 1}: description`} rows={3} value={day.description} onChange={(e) => setDay(index, { description: e.target.value })} />
                <Button variant="ghost" size="sm" onClick={() => setDraft({ ...draft, itinerary: draft.itinerary.filter((_, i) => i !== index) })}>
                  Remove day {index + 1}
                </Button>
              </div>
            ))}
            <Button variant="secondary" size="sm" onClick={() => setDraft({ ...draft, itinerary: [...draft.itinerary, { day: draft.itinerary.length + 1, name: '', description: '' }] })}>
              Add a day
            </Button>
          </fieldset>
          <label className={editor.check}>
            <input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
            Show this package on the site
          </label>
          <div className={styles.actions}>
            <Button type="submit" loading={saving} loadingText="Saving…">
              Save package
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
