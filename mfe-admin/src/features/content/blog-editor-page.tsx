// A blog's title and Markdown, with a preview rendered by the server as the site
// renders it, and sanitised again here before it touches the page.
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button, FormField, sanitizeHtml } from '@safarnama/shared';
import { useAction } from '../../hooks/use-action';
import { useDraft } from '../../hooks/use-draft';
import { useLoad } from '../../hooks/use-load';
import { BackLink } from '../../components/back-link';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { getBlog, previewBlog, saveBlog } from './content-api';
import styles from '../../ui/page.module.css';
import editor from './editor.module.css';

export function BlogEditorPage() {
  const { slug = '' } = useParams();
  const blog = useLoad(() => getBlog(slug), [slug]);
  const [draft, setDraft] = useDraft(blog, ({ name, markdown }) => ({ name, markdown }), { name: '', markdown: '' });
  const [preview, setPreview] = useState<string | null>(null);
  const { busy, run } = useAction<'save' | 'preview'>();

  const showPreview = () => run('preview', async () => setPreview(await sanitizeHtml((await previewBlog(draft.markdown)).html)));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('save', () => saveBlog(slug, { name: draft.name.trim(), markdown: draft.markdown }), 'Blog saved. The site shows it within a minute.');
  };

  return (
    <>
      <BackLink to="/admin/content/blogs" label="All blogs" />
      <PageHeading title={`Edit ${blog.data?.name ?? slug}`}>Edit {blog.data?.name ?? slug}</PageHeading>
      <LoadState state={blog} reload={blog.reload} />
      {blog.data && (
        <div className={editor.twoColumns}>
          <form className={styles.stack} onSubmit={save}>
            <FormField label="Title" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <FormField as="textarea" label="Article (Markdown)" rows={20} value={draft.markdown} onChange={(e) => setDraft({ ...draft, markdown: e.target.value })} />
            <div className={styles.actions}>
              <Button type="submit" loading={busy === 'save'} loadingText="Saving…" disabled={busy !== null || !draft.name.trim()}>
                Save blog
              </Button>
              <Button variant="secondary" loading={busy === 'preview'} loadingText="Rendering…" disabled={busy !== null} onClick={showPreview}>
                Preview
              </Button>
            </div>
          </form>
          <section aria-labelledby="blog-preview" aria-live="polite">
            <h2 id="blog-preview" className={styles.subheading}>
              Preview
            </h2>
            {preview === null ? (
              <p className={styles.muted}>Press Preview to see the article as the site will show it.</p>
            ) : (
              <div className={styles.preview} dangerouslySetInnerHTML={{ __html: preview }} />
            )}
          </section>
        </div>
      )}
    </>
  );
}
