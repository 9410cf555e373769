import { useEffect } from 'react';
import { siteConfig } from '../../config/site-config';
import { markPageReady } from './page-ready';
import { recordServerPageMeta } from './server-page-meta';

export interface PageMetaOptions {
  /** False while the page still waits for its data (see page-ready.ts). */
  ready?: boolean;
  /** The page's canonical path or URL; by default the current path without its query. */
  canonical?: string;
  /** The image shared links show (Open Graph), a path or a URL. */
  image?: string;
  /** Open Graph type: 'website' unless the page is an article or a product. */
  type?: 'website' | 'article' | 'product';
}

/** "{title} | Safarnama Holidays", unless the title already names the brand (catalogue meta titles often do). */
export function pageTitle(title: string): string {
  const brand = siteConfig.brand;
  if (!title.trim()) return brand;
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}

function headTag<K extends 'meta' | 'link'>(tag: K, attribute: string, value: string): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${attribute}="${value}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(attribute, value);
    document.head.appendChild(element);
  }
  return element;
}

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, window.location.origin).href;

/**
 * Sets the document title, the meta description, the canonical link and the Open
 * Graph tags (what a shared link's preview shows) for the page that calls it.
 * Whichever page renders last wins, which is the page on screen. It also marks the
 * page as ready (see page-ready.ts), unless `ready` is false: a page still waiting
 * for its data says so, so that the widgets do not compete with it.
 */
export function usePageMeta(title: string, description?: string, { ready = true, canonical, image, type = 'website' }: PageMetaOptions = {}): void {
  // On the server no effect runs: the render records the page's head instead, for the
  // server to write into the HTML it sends (see server-page-meta.ts).
  if (typeof window === 'undefined') recordServerPageMeta({ title: pageTitle(title), description, canonical, image, type, ready });
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const url = absolute(canonical ?? window.location.pathname);
    document.title = fullTitle;
    headTag('link', 'rel', 'canonical').href = url;
    headTag('meta', 'property', 'og:site_name').content = siteConfig.brand;
    headTag('meta', 'property', 'og:title').content = fullTitle;
    headTag('meta', 'property', 'og:type').content = type;
    headTag('meta', 'property', 'og:url').content = url;
    if (description) {
      headTag('meta', 'name', 'description').content = description;
      headTag('meta', 'property', 'og:description').content = description;
    }
    if (image) headTag('meta', 'property', 'og:image').content = absolute(image);
    else document.head.querySelector('meta[property="og:image"]')?.remove();
    if (ready) markPageReady();
  }, [title, description, ready, canonical, image, type]);
}
