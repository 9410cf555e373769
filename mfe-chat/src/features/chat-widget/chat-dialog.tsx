import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Badge, Button, VisuallyHidden, breakpoints, cx, limits, useInertOutside, useMediaQuery, useSiteStore } from '@safarnama/shared';
import type { Quote } from '../../lib/chat-history';
import { quoteDate } from '../../lib/quote-date';
import { Icon } from './icon';
import { InfoTooltip } from './info-tooltip';
import { MessageList } from './message-list';
import { useChat, type ChatOptions } from './use-chat';
import styles from './chat-dialog.module.css';

export interface ChatDialogProps {
  isOpen: boolean;
  /** Closes the chat and gives focus back to the floating button. */
  onClose: () => void;
  /** For tests: another Luna, session id or reveal speed. */
  chatOptions?: ChatOptions;
}

const CROSS = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';
const PAPER_PLANE = 'M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Luna's dialog (its own chunk, loaded on the first open). Once opened it stays
 * mounted and is only hidden, so a reply on its way while the visitor closes the
 * chat is still revealed and kept. Full screen on a phone (a modal dialog there),
 * a panel above the button on wider screens.
 */
export default function ChatDialog({ isOpen, onClose, chatOptions }: ChatDialogProps) {
  const chat = useChat(chatOptions);
  const isPhone = useMediaQuery(`(max-width: ${breakpoints.tablet}px)`);
  const closeChat = useSiteStore((s) => s.closeChat);
  const openEnquiryWith = useSiteStore((s) => s.openEnquiryWith);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const busy = chat.status !== 'idle';
  const canSend = !busy && draft.trim() !== '';
  // full screen on a phone, a modal dialog: the page behind is inert
  useInertOutside(dialogRef, isOpen && isPhone);

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft('');
  };

  const onNewChat = () => {
    chat.newChat();
    inputRef.current?.focus();
  };

  // A link followed on a phone leaves the full-screen chat for the page it opens.
  const onNavigate = () => {
    if (isPhone) closeChat();
  };

  const onQuote = (quote: Quote) => {
    // closed first, with focus on the chat button, which the enquiry popup returns focus to
    onClose();
    const date = quoteDate(quote.month);
    openEnquiryWith({
      destination: quote.destination,
      ...(date ? { date } : {}),
      ...(quote.people !== undefined ? { noOfPeople: quote.people } : {}),
      chatSessionId: chat.sessionId,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    // full screen on a phone: Tab goes round the dialog
    if (event.key !== 'Tab' || !isPhone || !dialogRef.current) return;
    const tabbable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => !el.closest('[hidden], [aria-hidden="true"]'));
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-modal={isPhone || undefined}
      className={styles.dialog}
      hidden={!isOpen}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <VisuallyHidden>Chat with </VisuallyHidden>
          Luna
        </h2>
        <Badge tone="primary">BETA</Badge>
        <InfoTooltip />
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={onNewChat}>
            New Chat
          </Button>
          <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
            <Icon size={22} path={CROSS} />
          </button>
        </div>
      </div>
      <MessageList messages={chat.messages} status={chat.status} typingText={chat.typingText} conversation={chat.conversation} onNavigate={onNavigate} onQuote={onQuote} />
      <form className={styles.composer} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          Message Luna
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={limits.chatMessageMax}
          placeholder="Ask about a destination or trip"
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className={cx(styles.send, !canSend && styles.sendIdle)} aria-label="Send message" aria-disabled={!canSend}>
          <Icon size={20} path={PAPER_PLANE} />
        </button>
      </form>
    </div>
  );
}
