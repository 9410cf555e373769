import { useLayoutEffect, useRef } from 'react';
import { Button, VisuallyHidden, cx } from '@safarnama/shared';
import type { ChatMessage, Quote } from '../../lib/chat-history';
import type { ChatStatus } from './use-chat';
import { MessageText } from './message-text';
import styles from './message-list.module.css';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  status: ChatStatus;
  typingText: string;
  conversation: number;
  onNavigate: () => void;
  onQuote: (quote: Quote) => void;
}

/**
 * The conversation as a polite live log. Only finished messages are added to it as
 * new nodes, so a screen reader reads each reply once, whole; the word-by-word copy
 * is hidden from it.
 */
export function MessageList({ messages, status, typingText, conversation, onNavigate, onQuote }: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  let lastBot = messages.length - 1;
  while (lastBot >= 0 && messages[lastBot].sender !== 'bot') lastBot -= 1;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, status, typingText]);

  return (
    // tabIndex: keyboard users can scroll a long conversation
    <div ref={listRef} className={styles.list} role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation" tabIndex={0}>
      {messages.map((message, index) => {
        const quote = index === lastBot ? message.quote : undefined;
        return (
          <div
            key={`${conversation}:${index}`}
            className={cx(styles.message, message.sender === 'user' ? styles.user : styles.bot)}
            data-sender={message.sender}
          >
            <VisuallyHidden>{message.sender === 'user' ? 'You: ' : 'Luna: '}</VisuallyHidden>
            <MessageText text={message.text} onNavigate={onNavigate} />
            {quote && (
              <Button variant="secondary" size="sm" className={styles.quote} onClick={() => onQuote(quote)}>
                Get a custom quote
              </Button>
            )}
          </div>
        );
      })}
      {status === 'waiting' && <div className={cx(styles.message, styles.bot, styles.waiting)}>Typing...</div>}
      {status === 'revealing' && (
        <div className={cx(styles.message, styles.bot)} aria-hidden="true" data-typing="true">
          <MessageText text={typingText} plain />
        </div>
      )}
    </div>
  );
}
