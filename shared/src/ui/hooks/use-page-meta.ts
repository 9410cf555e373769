import { useEffect } from 'react';
import { siteConfig } from '../../config/site-config';
import { markPageReady } from './page-ready';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title ("{title} | Safarnama Holidays") and meta description for
 * the page that calls it. Whichever page renders last wins, which is the page on screen.
 * It also marks the page as ready (see page-ready.ts), unless `ready` is false: a page
 * still waiting for its data says so, so that the widgets do not compete with it.
 */
export function usePageMeta(title: string, description?: string, { ready = true }: { ready?: boolean } = {}): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteConfig.brand}` : siteConfig.brand;
    if (description) setMetaDescription(description);
    if (ready) markPageReady();
  }, [title, description, ready]);
}
