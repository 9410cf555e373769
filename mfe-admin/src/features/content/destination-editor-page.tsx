// A destination's description and its questions and answers (the listing's FAQ).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, FormField, toast } from '@safarnama/shared';
import { messageOf } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { getDestination, saveDestination, type Faq } from './content-api';
import styles from '../../ui/page.module.css';
import editor from './editor.module.css';

export function DestinationEditorPage() {
  const { slug = '' } = useParams();
  const destination = useLoad(() => getDestination(slug), [slug]);
  const [description, setDescription] = useState('');
  const [faqs, setFaqs] = useState<Faq[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (destination.status === 'ready') {
      setDescription(destination.data.description ?? '');
      setFaqs(destination.data.faqs ?? []);
    }
  }, [destination.status, destination.data]);

  const setFaq = (index: number, change: Partial<Faq>) => setFaqs((all) => all.map((faq, i) => (i === index ? { ...faq, ...change } : faq)));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveDestination(slug, { description, faqs: faqs.filter((faq) => faq.question.trim() && faq.answer.trim()) });
      toast.success('Destination saved. The site shows it within a minute.');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const name = destination.data?.name ?? destination.data?.city ?? slug;
  return (
    <>
      <p>
        <Link className={styles.link} to="/admin/content/destinations">
          ← All destinations
        </Link>
      </p>
      <PageHeading title={`Edit ${name}`}>Edit {name}</PageHeading>
      <LoadState state={destination} reload={destination.reload} />
      {destination.data && (
        <form className={styles.stack} onSubmit={save}>
          <FormField as="textarea" label="Description" rows={8} value={description} onChange={(e) => setDescription(e.target.value)} />
          <fieldset className={editor.fieldset}>
            <legend className={editor.legend}>Questions and answers</legend>
            {faqs.map((faq, index) => (
              <div key={index} className={editor.day}>
                <FormField label={`Question ${index + 1}`} value={faq.question} onChange={(e) => setFaq(index, { question: e.target.value })} />
                <FormField as="textarea" label={`Answer ${index + 1}`} rows={3} value={faq.answer} onChange={(e) => setFaq(index, { answer: e.target.value })} />
                <Button variant="ghost" size="sm" onClick={() => setFaqs(faqs.filter((_, i) => i !== index))}>
                  Remove question {index + 1}
                </Button>
              </div>
            ))}
            <Button variant="secondary" size="sm" onClick={() => setFaqs([...faqs, { question: '', answer: '' }])}>
              Add a question
            </Button>
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" loading={saving} loadingText="Saving…">
              Save destination
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
