import { act, renderHook } from '@testing-library/react';
import { useGallery, wrapIndex } from './use-gallery';

it.each([
  [0, 4, 0],
  [3, 4, 3],
  [4, 4, 0],
  [-1, 4, 3],
  [-5, 4, 3],
  [9, 4, 1],
  [2, 0, 0],
])('wrapIndex(%p, %p) is %p', (index, length, expected) => {
  expect(wrapIndex(index, length)).toBe(expected);
});

it('starts on the first photo; previous there shows the last', () => {
  const { result } = renderHook(() => useGallery(4));
  expect(result.current.index).toBe(0);
  act(() => result.current.previous());
  expect(result.current.index).toBe(3);
});

it('next on the last photo shows the first', () => {
  const { result } = renderHook(() => useGallery(3));
  act(() => result.current.show(2));
  act(() => result.current.next());
  expect(result.current.index).toBe(0);
});

it('steps one at a time, and several steps in one event each count', () => {
  const { result } = renderHook(() => useGallery(4));
  act(() => {
    result.current.next();
    result.current.next();
  });
  expect(result.current.index).toBe(2);
  act(() => result.current.previous());
  expect(result.current.index).toBe(1);
});

it('keeps the index inside a list that shrinks', () => {
  const { result, rerender } = renderHook(({ length }) => useGallery(length), { initialProps: { length: 4 } });
  act(() => result.current.show(3));
  rerender({ length: 3 });
  expect(result.current.index).toBe(0);
});
