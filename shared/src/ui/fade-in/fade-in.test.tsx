import { act, render, screen } from '@testing-library/react';
import { FadeIn } from './fade-in';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let trigger: Callback | null = null;

beforeEach(() => {
  trigger = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      trigger = callback;
    }
    observe() {}
    disconnect() {}
  };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as Partial<Window>).matchMedia;
});

it('starts hidden and becomes visible when scrolled into view', () => {
  render(<FadeIn>Trust points</FadeIn>);
  const section = screen.getByText('Trust points');
  expect(section).toHaveClass('hidden');
  act(() => trigger?.([{ isIntersecting: true }]));
  expect(section).toHaveClass('visible');
});

it('does not animate under prefers-reduced-motion', () => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  render(<FadeIn>Why choose us</FadeIn>);
  const section = screen.getByText('Why choose us');
  expect(section).not.toHaveClass('hidden');
  expect(trigger).toBeNull();
});
