import { act, renderHook } from '@testing-library/react';
import { useReveal } from './use-reveal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useReveal: the blogs See more (3 at first, 3 more after a 1-second spinner)', () => {
  it('shows 3 of 8, then 6, then all 8, each after one second of loading', () => {
    const { result } = renderHook(() => useReveal(8));
    expect(result.current).toMatchObject({ shown: 3, loading: false, done: false });

    act(() => result.current.more());
    expect(result.current).toMatchObject({ shown: 3, loading: true, done: false });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toMatchObject({ shown: 3, loading: true });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ shown: 6, loading: false, done: false });

    act(() => result.current.more());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ shown: 8, loading: false, done: true });
  });

  it('is done at once when there are 3 or fewer, and then more() does nothing', () => {
    const { result } = renderHook(() => useReveal(2));
    expect(result.current).toMatchObject({ shown: 2, loading: false, done: true });
    act(() => result.current.more());
    expect(result.current.loading).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.shown).toBe(2);
  });

  it('ignores a second click while loading: one step per second, not two', () => {
    const { result } = renderHook(() => useReveal(12));
    act(() => result.current.more());
    act(() => result.current.more());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.shown).toBe(6);
    expect(result.current.loading).toBe(false);
  });

  it('takes its step and delay as given', () => {
    const { result } = renderHook(() => useReveal(10, 4, 250));
    expect(result.current.shown).toBe(4);
    act(() => result.current.more());
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.shown).toBe(8);
  });

  it('follows a list that grows: done again becomes false', () => {
    const { result, rerender } = renderHook(({ total }) => useReveal(total), { initialProps: { total: 3 } });
    expect(result.current.done).toBe(true);
    rerender({ total: 5 });
    expect(result.current).toMatchObject({ shown: 3, done: false });
  });

  it('unmounted while loading: the pending step is cancelled', () => {
    const { result, unmount } = renderHook(() => useReveal(8));
    act(() => result.current.more());
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
