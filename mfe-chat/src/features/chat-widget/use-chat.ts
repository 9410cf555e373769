import { useEffect, useState, useSyncExternalStore } from 'react';
import { api, limits, timings, type ChatAnswer } from '@safarnama/shared';
import { loadHistory, saveHistory, toQuote, type ChatMessage, type Quote } from '../../lib/chat-history';
import { wordEnds } from '../../lib/reveal';
import { chatSessionId } from '../../lib/session-id';

/** What Luna is sent when a conversation starts (spec: on open with no history, and on New Chat). */
export const GREETING = 'Hey';

/** idle: ready to send; waiting: 'Typing...' until the answer; revealing: the answer appears word by word. */
export type ChatStatus = 'idle' | 'waiting' | 'revealing';

export interface ChatView {
  /** The finalised conversation (what is stored). */
  messages: readonly ChatMessage[];
  status: ChatStatus;
  /** While revealing: the part of the reply shown so far (the bot_typing message). */
  typingText: string;
  /** Changes with New Chat: the new conversation's messages are new nodes in the live log. */
  conversation: number;
}

export interface ChatOptions {
  ask?: (sessionId: string, human: string, options: { signal?: AbortSignal }) => Promise<ChatAnswer>;
  sessionId?: string;
  wordDelay?: number;
}

interface Reveal {
  text: string;
  quote?: Quote;
  ends: number[];
  shown: number;
}

/**
 * One conversation with Luna, outside React so that React's development double
 * mount (StrictMode) neither sends the greeting twice nor loses an answer: the
 * component connects and disconnects; a request runs on regardless, and an answer
 * that arrives while disconnected is revealed on the next connect. One message at a
 * time: send() refuses while a reply is pending or being revealed.
 */
export class ChatController {
  readonly sessionId: string;
  private view: ChatView;
  private readonly listeners = new Set<() => void>();
  private readonly ask: NonNullable<ChatOptions['ask']>;
  private readonly wordDelay: number;
  private connected = false;
  private request: AbortController | null = null;
  private reveal: Reveal | null = null;
  private parked: ChatAnswer | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor({ ask = api.askLuna, sessionId = chatSessionId(), wordDelay = timings.chatWord }: ChatOptions = {}) {
    this.ask = ask;
    this.sessionId = sessionId;
    this.wordDelay = wordDelay;
    this.view = { messages: loadHistory(), status: 'idle', typingText: '', conversation: 0 };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): ChatView => this.view;

  /** The widget is on screen: greet a new visitor, or carry on what was under way. */
  connect(): void {
    this.connected = true;
    if (this.parked) {
      const answer = this.parked;
      this.parked = null;
      this.startReveal(answer);
    } else if (this.reveal) {
      this.scheduleWord();
    } else if (this.view.messages.length === 0 && this.view.status === 'idle') {
      this.send(GREETING);
    }
  }

  disconnect(): void {
    this.connected = false;
    clearTimeout(this.timer);
  }

  /** Sends a message; false (and nothing sent) when it is blank or Luna is still answering. */
  readonly send = (text: string): boolean => {
    const human = text.trim().slice(0, limits.chatMessageMax);
    if (!human || this.view.status !== 'idle') return false;
    this.setMessages([...this.view.messages, { sender: 'user', text: human }], { status: 'waiting' });
    const { conversation } = this.view;
    const request = new AbortController();
    this.request = request;
    this.ask(this.sessionId, human, { signal: request.signal }).then(
      (answer) => {
        if (conversation !== this.view.conversation) return;
        this.request = null;
        if (this.connected) this.startReveal(answer);
        else this.parked = answer;
      },
      (error: unknown) => {
        if (conversation !== this.view.conversation) return;
        this.request = null;
        // the spec: a failed call is only logged, and 'Typing...' stops
        console.error('Luna did not answer:', error);
        this.update({ status: 'idle' });
      },
    );
    return true;
  };

  /** New Chat: forget the conversation (and any answer on its way) and greet again. */
  readonly newChat = (): void => {
    this.request?.abort();
    this.request = null;
    this.reveal = null;
    this.parked = null;
    clearTimeout(this.timer);
    this.setMessages([], { status: 'idle', typingText: '', conversation: this.view.conversation + 1 });
    this.send(GREETING);
  };

  private startReveal(answer: ChatAnswer): void {
    const text = answer.model_response;
    const ends = wordEnds(text);
    if (ends.length === 0) {
      this.update({ status: 'idle', typingText: '' });
      return;
    }
    this.reveal = { text, quote: toQuote(answer.quote), ends, shown: 1 };
    this.update({ status: 'revealing', typingText: text.slice(0, ends[0]) });
    this.scheduleWord();
  }

  // One word every wordDelay ms; the message is final one step after its last word.
  private scheduleWord(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const reveal = this.reveal;
      if (!reveal) return;
      if (reveal.shown >= reveal.ends.length) {
        this.reveal = null;
        const message: ChatMessage = { sender: 'bot', text: reveal.text, ...(reveal.quote ? { quote: reveal.quote } : {}) };
        this.setMessages([...this.view.messages, message], { status: 'idle', typingText: '' });
        return;
      }
      reveal.shown += 1;
      this.update({ typingText: reveal.text.slice(0, reveal.ends[reveal.shown - 1]) });
      this.scheduleWord();
    }, this.wordDelay);
  }

  private setMessages(messages: ChatMessage[], rest: Partial<ChatView>): void {
    saveHistory(messages);
    this.update({ ...rest, messages });
  }

  private update(patch: Partial<ChatView>): void {
    this.view = { ...this.view, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}

/** The conversation for the dialog: what to show, send, newChat and the session id. */
export function useChat(options?: ChatOptions) {
  const [controller] = useState(() => new ChatController(options));
  const view = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  useEffect(() => {
    controller.connect();
    return () => controller.disconnect();
  }, [controller]);
  return { ...view, send: controller.send, newChat: controller.newChat, sessionId: controller.sessionId };
}
