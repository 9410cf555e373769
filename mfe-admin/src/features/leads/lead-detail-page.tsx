// One lead: what the visitor sent, who works it and how far it has got, the team's
// notes, whether each channel (email, WhatsApp...) delivered it, and Luna's chat.
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button, FormField, formatDate } from '@safarnama/shared';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { BackLink } from '../../components/back-link';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { Panel } from '../../components/panel';
import { addNote, getLead, LEAD_STATUSES, listOperators, retryDelivery, updateLead, type LeadDetail, type LeadStatus } from './lead-api';
import { Deliveries } from './deliveries';
import styles from '../../ui/page.module.css';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value));

export function LeadDetailPage() {
  const { kind = '', id = '' } = useParams();
  const lead = useLoad(() => getLead(kind, id), [kind, id]);
  const operators = useLoad(() => listOperators(), []);
  const [note, setNote] = useState('');
  const { busy, run } = useAction();
  /** Runs a change to the lead and shows the lead as it answers. */
  const act = (what: string, change: () => Promise<LeadDetail>, done: string) => run(what, async () => lead.set(await change()), done);

  const data = lead.data;
  const title = data ? `${data.kind} ${data.id}` : 'Lead';
  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    if (!data || !note.trim()) return;
    void act(
      'note',
      async () => {
        const added = await addNote(kind, id, note.trim());
        setNote('');
        return { ...data, notes: [...data.notes, added] };
      },
      'Note added.',
    );
  };

  return (
    <>
      <BackLink to="/admin/leads" label="All leads" />
      <PageHeading title={title}>{data ? `${String(data.fields['Name'] ?? data.fields['name'] ?? 'Lead')} · ${data.kind} #${data.id}` : 'Lead'}</PageHeading>
      <LoadState state={lead} reload={lead.reload} />
      {data && (
        <>
          <Panel id="lead-work" title="Status and owner">
            <div className={styles.grid}>
              <FormField
                as="select"
                label="Status"
                value={data.status}
                disabled={busy !== null}
                options={LEAD_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
                onChange={(e) => void act('status', () => updateLead(kind, id, { status: e.target.value as LeadStatus }), 'Status saved.')}
              />
              <FormField
                as="select"
                label="Owner"
                value={data.owner ? String(data.owner.id) : ''}
                disabled={busy !== null}
                options={[{ value: '', label: 'Nobody yet' }, ...(operators.data ?? (data.owner ? [data.owner] : [])).map((o) => ({ value: String(o.id), label: o.email }))]}
                onChange={(e) => void act('owner', () => updateLead(kind, id, { ownerId: e.target.value ? Number(e.target.value) : null }), 'Owner saved.')}
              />
            </div>
          </Panel>

          <Panel id="lead-fields" title="What they sent">
            <dl className={styles.definitions}>
              <dt>Received</dt>
              <dd>{formatDate(data.createdAt)}</dd>
              <dt>Contact preference</dt>
              <dd>{data.contactPreference.length > 0 ? data.contactPreference.join(', ') : 'None given'}</dd>
              {Object.entries(data.fields).map(([label, value]) => (
                <FieldRow key={label} label={label} value={show(value)} />
              ))}
            </dl>
          </Panel>

          <Deliveries deliveries={data.deliveries} busy={busy} onRetry={(delivery) =>
            void act(
              `retry-${delivery.id}`,
              async () => {
                const again = await retryDelivery(kind, id, delivery.id);
                return { ...data, deliveries: data.deliveries.map((d) => (d.id === again.id ? again : d)) };
              },
              `The ${delivery.channel} delivery will be tried again.`,
            )
          } />

          <Panel id="lead-notes" title="Notes">
            {data.notes.length === 0 ? (
              <p className={styles.muted}>No notes yet.</p>
            ) : (
              <ul>
                {data.notes.map((n) => (
                  <li key={n.id}>
                    <p>{n.text}</p>
                    <p className={styles.muted}>
                      {n.author.email}, {formatDate(n.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <form className={styles.stack} onSubmit={submitNote}>
              <FormField as="textarea" label="Add a note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
              <div>
                <Button type="submit" loading={busy === 'note'} disabled={!note.trim()}>
                  Add note
                </Button>
              </div>
            </form>
          </Panel>

          {data.transcript && (
            <Panel id="lead-chat" title="Chat with Luna">
              <dl className={styles.definitions}>
                {data.transcript.map((line, index) => (
                  <FieldRow key={index} label={line.sender} value={line.text} />
                ))}
              </dl>
            </Panel>
          )}
        </>
      )}
    </>
  );
}

function FieldRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
