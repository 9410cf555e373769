import { renderHook } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

it('sets the title with the brand and the meta description', () => {
  renderHook(() => usePageMeta('Goa Tour Packages', 'Beach holidays in Goa from ₹4,999'));
  expect(document.title).toBe('Goa Tour Packages | Safarnama Holidays');
  expect(meta('meta[name="description"]')).toBe('Beach holidays in Goa from ₹4,999');
});

it('uses the brand alone without a title', () => {
  renderHook(() => usePageMeta(''));
  expect(document.title).toBe('Safarnama Holidays');
});

it('does not repeat the brand when the title already names it', () => {
  renderHook(() => usePageMeta('Goa Tour Packages 2026 | Safarnama Holidays'));
  expect(document.title).toBe('Goa Tour Packages 2026 | Safarnama Holidays');
});

it('writes the canonical link and the Open Graph tags', () => {
  window.history.replaceState(null, '', '/goa-tour-packages?page=2');
  const { rerender } = renderHook(({ image }) => usePageMeta('Goa Tour Packages', 'Beach holidays', { image, type: 'product' }), {
    initialProps: { image: '/media/goa.svg' as string | undefined },
  });
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/goa-tour-packages`);
  expect(meta('meta[property="og:title"]')).toBe('Goa Tour Packages | Safarnama Holidays');
  expect(meta('meta[property="og:description"]')).toBe('Beach holidays');
  expect(meta('meta[property="og:type"]')).toBe('product');
  expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/goa-tour-packages`);
  expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/media/goa.svg`);
  // the next page without an image must not inherit this one's
  rerender({ image: undefined });
  expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
});

it('takes an explicit canonical path', () => {
  renderHook(() => usePageMeta('Goa Beach Weekend', undefined, { canonical: '/goa-tour-packages-details/3days-2nights-goa-beach-weekend' }));
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${window.location.origin}/goa-tour-packages-details/3days-2nights-goa-beach-weekend`,
  );
});
