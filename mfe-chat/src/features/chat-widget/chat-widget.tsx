import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useSiteStore } from '@safarnama/shared';
import { ChatButton } from './chat-button';

// The dialog (messages, reveal, links, tooltip) is its own chunk: the chat remote's
// first load, after the page is idle, is only the button.
const loadDialog = () => import('./chat-dialog');

class DialogBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Luna, on every page: the floating button, and the dialog once the chat is
 * first opened. Open or closed is the shared store's isChatOpen, so anything on the
 * site (the support page's 'Chat with Luna') can open it, even before this loads.
 */
export default function ChatWidget() {
  const isOpen = useSiteStore((s) => s.isChatOpen);
  const isEnquiryOpen = useSiteStore((s) => s.isEnquiryOpen);
  const overlayShown = useSiteStore((s) => s.overlay !== null);
  const toggleChat = useSiteStore((s) => s.toggleChat);
  const closeChat = useSiteStore((s) => s.closeChat);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState(() => lazy(loadDialog));
  const [started, setStarted] = useState(isOpen);
  if (isOpen && !started) setStarted(true);

  // the enquiry popup and the chat never stack
  useEffect(() => {
    if (isEnquiryOpen) closeChat();
  }, [isEnquiryOpen, closeChat]);

  const close = useCallback(() => {
    // committed at once: on a phone the page (the button with it) is inert until the dialog has closed
    flushSync(closeChat);
    buttonRef.current?.focus();
  }, [closeChat]);

  const onDialogError = useCallback(
    (error: unknown) => {
      console.error('The Luna chat could not open:', error);
      closeChat();
      setStarted(false);
      // the next open tries to load it again
      setDialog(() => lazy(loadDialog));
    },
    [closeChat],
  );

  return (
    <>
      {(!overlayShown || isOpen) && (
        <ChatButton buttonRef={buttonRef} isOpen={isOpen} onToggle={toggleChat} onClose={close} onIntent={() => void loadDialog().catch(() => {})} />
      )}
      {started && (
        <DialogBoundary onError={onDialogError}>
          <Suspense fallback={null}>
            <Dialog isOpen={isOpen} onClose={close} />
          </Suspense>
        </DialogBoundary>
      )}
    </>
  );
}
