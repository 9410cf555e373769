import type { ReactNode } from 'react';
import { cx, usePageMeta } from '@safarnama/shared';
import { PageHeader } from './page-header';
import page from './page.module.css';

interface ContentPageProps {
  /** The tab's title and the description search engines show. */
  meta: { title: string; description: string };
  title: string;
  eyebrow: string;
  /** The header's lead paragraph. */
  lead: ReactNode;
  /** More classes for the wide column the page's sections sit in. */
  bodyClassName?: string;
  children: ReactNode;
}

/** A page of the shell's own (about, contact, customer support): its head, the header band, then its sections. */
export function ContentPage({ meta, title, eyebrow, lead, bodyClassName, children }: ContentPageProps) {
  usePageMeta(meta.title, meta.description);
  return (
    <article aria-labelledby="page-title" className={page.page}>
      <PageHeader title={title} eyebrow={eyebrow}>
        <p>{lead}</p>
      </PageHeader>
      <div className={cx(page.container, page.wide, bodyClassName)}>{children}</div>
    </article>
  );
}
