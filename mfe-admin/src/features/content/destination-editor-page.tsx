// A destination's description and its questions and answers (the listing's FAQ).
import type { FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { FormField } from '@safarnama/shared';
import { useAction } from '../../hooks/use-action';
import { useDraft } from '../../hooks/use-draft';
import { useLoad } from '../../hooks/use-load';
import { BackLink } from '../../components/back-link';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { getDestination, saveDestination, type DestinationDetail } from './content-api';
import { ItemsFieldset } from './items-fieldset';
import { SaveButton } from './save-button';
import styles from '../../ui/page.module.css';

const draftOf = (destination: DestinationDetail) => ({ description: destination.description ?? '', faqs: destination.faqs ?? [] });

export function DestinationEditorPage() {
  const { slug = '' } = useParams();
  const destination = useLoad(() => getDestination(slug), [slug]);
  const [draft, setDraft] = useDraft(destination, draftOf, { description: '', faqs: [] });
  const { busy, run } = useAction<'save'>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const faqs = draft.faqs.filter((faq) => faq.question.trim() && faq.answer.trim());
    void run('save', () => saveDestination(slug, { description: draft.description, faqs }), 'Destination saved. The site shows it within a minute.');
  };
  const name = destination.data?.name ?? destination.data?.city ?? slug;
  return (
    <>
      <BackLink to="/admin/content/destinations" label="All destinations" />
      <PageHeading title={`Edit ${name}`}>Edit {name}</PageHeading>
      <LoadState state={destination} reload={destination.reload} />
      {destination.data && (
        <form className={styles.stack} onSubmit={save}>
          <FormField as="textarea" label="Description" rows={8} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
          <ItemsFieldset
            legend="Questions and answers"
            items={draft.faqs}
            onChange={(faqs) => setDraft({ ...draft, faqs })}
            blank={() => ({ question: '', answer: '' })}
            addLabel="Add a question"
            removeLabel={(number) => <>Remove question {number}</>}
            fields={(faq, index, change) => (
              <>
                <FormField label={`Question ${index + 1}`} value={faq.question} onChange={(e) => change({ question: e.target.value })} />
                <FormField as="textarea" label={`Answer ${index + 1}`} rows={3} value={faq.answer} onChange={(e) => change({ answer: e.target.value })} />
              </>
            )}
          />
          <SaveButton saving={busy === 'save'}>Save destination</SaveButton>
        </form>
      )}
    </>
  );
}
