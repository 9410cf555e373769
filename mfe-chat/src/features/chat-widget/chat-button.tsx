import type { RefObject } from 'react';
import { breakpoints, cx, useMediaQuery, useTypingOnPhone } from '@safarnama/shared';
import { useDrag } from './use-drag';
import { Icon } from './icon';
import styles from './chat-button.module.css';

// the button shows a chevron pointing down while the chat is open (a press closes it), else a speech bubble
const CLOSE_ARROW = 'm12 15.4-6.7-6.7 1.4-1.4 5.3 5.3 5.3-5.3 1.4 1.4z';
const SPEECH_BUBBLE =
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8.4L4 21.5V18a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z';

export interface ChatButtonProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onToggle: () => void;
  /** Escape on the button while the chat is open (the desktop panel sits beside it). */
  onClose: () => void;
  /** The pointer or focus came to the button: start loading the dialog. */
  onIntent: () => void;
}

/**
 * The round floating 'Chat with Luna' button, bottom right; draggable on phones, where
 * it steps aside while the visitor types in a field of the page (it would cover it).
 */
export function ChatButton({ buttonRef, isOpen, onToggle, onClose, onIntent }: ChatButtonProps) {
  const draggable = useMediaQuery(`(max-width: ${breakpoints.tablet}px)`);
  const drag = useDrag(buttonRef, draggable);
  const typing = useTypingOnPhone();

  return (
    <button
      ref={buttonRef}
      type="button"
      className={cx(styles.button, draggable && styles.draggable, drag.dragging && styles.dragging, typing && styles.aside)}
      style={drag.style}
      aria-label="Chat with Luna"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={(event) => {
        if (!drag.consumeClick(event)) onToggle();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) onClose();
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      {...drag.handlers}
    >
      <Icon size={26} path={isOpen ? CLOSE_ARROW : SPEECH_BUBBLE} />
    </button>
  );
}
