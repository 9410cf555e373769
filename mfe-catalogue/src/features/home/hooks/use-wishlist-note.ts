import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '@safarnama/shared';

/** 'Added to wishlist' for 1.5 s after every toggle, removal included; a new toggle restarts it. */
export function useWishlistNote() {
  const [noteVisible, setNoteVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const showNote = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setNoteVisible(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setNoteVisible(false);
    }, timings.wishlistNote);
  }, []);

  return { noteVisible, showNote };
}
