import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDeferredMount } from './use-deferred-mount';

let trigger: ((isIntersecting: boolean) => void) | null = null;

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    trigger = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

function Probe() {
  const marker = useRef<HTMLDivElement>(null);
  const ready = useDeferredMount(marker, { afterLoadMs: 2500 });
  return <div ref={marker}>{ready ? 'lower sections' : 'placeholder'}</div>;
}

beforeEach(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  jest.useFakeTimers();
});

afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
  jest.useRealTimers();
  trigger = null;
});

it('waits until the marker nears the viewport', () => {
  render(<Probe />);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => trigger?.(false));
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => trigger?.(true));
  expect(screen.getByText('lower sections')).toBeInTheDocument();
});

it('mounts anyway 2.5 s after the page has loaded', () => {
  render(<Probe />);
  act(() => jest.advanceTimersByTime(2499));
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('lower sections')).toBeInTheDocument();
});

it('renders at once where IntersectionObserver does not exist', () => {
  delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
  render(<Probe />);
  expect(screen.getByText('lower sections')).toBeInTheDocument();
});
