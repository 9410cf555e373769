import { renderHook } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

it('sets the title with the brand and the meta description', () => {
  renderHook(() => usePageMeta('Goa Tour Packages', 'Beach holidays in Goa from ₹4,999'));
  expect(document.title).toBe('Goa Tour Packages | Safarnama Holidays');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Beach holidays in Goa from ₹4,999');
});

it('uses the brand alone without a title', () => {
  renderHook(() => usePageMeta(''));
  expect(document.title).toBe('Safarnama Holidays');
});
