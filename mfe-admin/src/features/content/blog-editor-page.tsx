// A blog's title and Markdown, with a preview rendered by the server as the site
// renders it, and sanitised again here before it touches the page.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, FormField, sanitizeHtml, toast } from '@safarnama/shared';
import { messageOf } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { getBlog, previewBlog, saveBlog } from './content-api';
import styles from '../../ui/page.module.css';
import editor from './editor.module.css';

export function BlogEditorPage() {
  const { slug = '' } = useParams();
  const blog = useLoad(() => getBlog(slug), [slug]);
  const [name, setName] = useState('');
  const [markdown, setMarkdown] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'preview' | null>(null);
  useEffect(() => {
    if (blog.status === 'ready') {
      setName(blog.data.name);
      setMarkdown(blog.data.markdown);
    }
  }, [blog.status, blog.data]);

  const showPreview = async () => {
    setBusy('preview');
    try {
      setPreview(await sanitizeHtml((await previewBlog(markdown)).html));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    try {
      await saveBlog(slug, { name: name.trim(), markdown });
      toast.success('Blog saved. The site shows it within a minute.');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <p>
        <Link className={styles.link} to="/admin/content/blogs">
          ← All blogs
        </Link>
      </p>
      <PageHeading title={`Edit ${blog.data?.name ?? slug}`}>Edit {blog.data?.name ?? slug}</PageHeading>
      <LoadState state={blog} reload={blog.reload} />
      {blog.data && (
        <div className={editor.twoColumns}>
          <form className={styles.stack} onSubmit={save}>
            <FormField label="Title" required value={name} onChange={(e) => setName(e.target.value)} />
            <FormField as="textarea" label="Article (Markdown)" rows={20} value={markdown} onChange={(e) => setMarkdown(e.target.value)} />
            <div className={styles.actions}>
              <Button type="submit" loading={busy === 'save'} loadingText="Saving…" disabled={busy !== null || !name.trim()}>
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
