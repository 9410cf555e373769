import { StrictMode, type ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { clearViewport, currentLocation, fakeApiPerTest, mockViewport, renderWithRouter, type FakeHandler, type FakeReply } from '@safarnama/shared/testing';
import { HISTORY_KEY } from '../../lib/chat-history';
import { SESSION_KEY, resetChatSessionId } from '../../lib/session-id';
import { POSITION_KEY } from '../../lib/button-position';
import ChatWidget from './chat-widget';

const LUNA = '/chatbot/tour_ai';
const server = fakeApiPerTest();

const answer = (model_response: string, quote?: object): FakeReply => ({ status: 200, body: { model_response, ...(quote ? { quote } : {}) } });

/** An answer the test gives when it chooses (Luna is 'typing' until then). */
function later() {
  let give: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => {
    give = resolve;
  });
  return { handler: () => reply, give };
}

// the answer travels through the real API client (a few promise hops, no timers)
async function settle() {
  await act(async () => {
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
  });
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let page: ReturnType<typeof renderWithRouter> | undefined;

function setup(ui = <ChatWidget />) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  page = renderWithRouter(ui);
  return user;
}

/** The visitor reloads: the page goes, the stores start again, the browser's storage stays. */
function reload() {
  page?.unmount();
  resetSiteStore();
  resetChatSessionId();
}

const chatButton = () => screen.getByRole('button', { name: 'Chat with Luna' });
const dialog = () => screen.getByRole('dialog', { name: 'Chat with Luna' });
const log = () => within(dialog()).getByRole('log');
const input = () => within(dialog()).getByRole('textbox', { name: 'Message Luna' });
const typingBubble = () => document.querySelector('[data-typing]');
const asked = () => server.calls('POST', LUNA).map((request) => (request.body as { human: string }).human);

async function openChat(user: ReturnType<typeof setup>) {
  await user.click(chatButton());
  // the dialog's chunk arrives
  await settle();
  return screen.findByRole('dialog', { name: 'Chat with Luna' });
}

/** Luna will answer with `luna`; the visitor comes to `ui` and opens the chat. Returns the visitor. */
async function openAnswering(luna: FakeHandler, ui?: ReactElement) {
  server.on('POST', LUNA, luna);
  const user = setup(ui);
  await openChat(user);
  return user;
}

/** Opens the chat and lets Luna answer the greeting with `reply`, fully revealed. Returns the visitor. */
async function openAndGreet(reply = answer('Namaste! Where to?')) {
  const user = await openAnswering(reply);
  await settle();
  await tick(60 * 20);
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetSiteStore();
  localStorage.clear();
  sessionStorage.clear();
  resetChatSessionId();
});
afterEach(() => {
  jest.useRealTimers();
  clearViewport();
  jest.restoreAllMocks();
});

describe('the floating button', () => {
  it('is a dialog opener that follows the shared store', async () => {
    server.on('POST', LUNA, later().handler);
    const user = setup();
    expect(chatButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
    await openChat(user);
    expect(useSiteStore.getState().isChatOpen).toBe(true);
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(chatButton());
    expect(useSiteStore.getState().isChatOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens when openChat() was called before it loaded (the support page's button)", async () => {
    server.on('POST', LUNA, later().handler);
    useSiteStore.getState().openChat();
    setup();
    expect(await screen.findByRole('dialog', { name: 'Chat with Luna' })).toBeInTheDocument();
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('steps aside while the site loading overlay shows', () => {
    setup();
    act(() => useSiteStore.getState().showOverlay('Loading...'));
    expect(screen.queryByRole('button', { name: 'Chat with Luna' })).not.toBeInTheDocument();
    act(() => useSiteStore.getState().hideOverlay());
    expect(chatButton()).toBeInTheDocument();
  });
});

describe('the conversation', () => {
  it("greets with 'Hey', shows 'Typing...', then reveals the reply word by word at 60 ms a word", async () => {
    const luna = later();
    await openAnswering(luna.handler);
    await settle();

    expect(asked()).toEqual(['Hey']);
    expect(within(log()).getByText('Hey')).toBeInTheDocument();
    expect(within(log()).getByText('Typing...')).toBeInTheDocument();

    luna.give(answer('Namaste! Where shall we go?'));
    await settle();
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    expect(typingBubble()).toHaveTextContent(/^Namaste!$/);
    // the word-by-word copy is hidden from screen readers: the log announces the final reply once
    expect(typingBubble()).toHaveAttribute('aria-hidden', 'true');
    await tick(59);
    expect(typingBubble()).toHaveTextContent(/^Namaste!$/);
    await tick(1);
    expect(typingBubble()).toHaveTextContent(/^Namaste! Where$/);
    await tick(60 * 3);
    expect(typingBubble()).toHaveTextContent(/^Namaste! Where shall we go\?$/);
    expect(within(log()).queryByText('Namaste! Where shall we go?', { ignore: '[data-typing] *' })).not.toBeInTheDocument();
    await tick(60);
    expect(typingBubble()).toBeNull();
    expect(within(log()).getByText('Namaste! Where shall we go?')).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
  });

  it('focuses the input on open; Enter sends; blank messages are not sent', async () => {
    const user = await openAndGreet();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('maxLength', '500');

    await user.type(input(), '   {Enter}');
    await user.click(within(dialog()).getByRole('button', { name: 'Send message' }));
    expect(asked()).toEqual(['Hey']);

    server.on('POST', LUNA, answer('Kerala is lovely in December.'));
    await user.clear(input());
    await user.type(input(), '  Kerala in December?  {Enter}');
    expect(asked()).toEqual(['Hey', 'Kerala in December?']);
    expect(input()).toHaveValue('');
    expect(within(log()).getByText('Kerala in December?')).toBeInTheDocument();
  });

  it('sends nothing while a reply is pending or being revealed, and keeps what was typed', async () => {
    const luna = later();
    const user = await openAnswering(luna.handler);
    await settle();
    await user.type(input(), 'Goa?{Enter}');
    expect(asked()).toEqual(['Hey']);
    expect(input()).toHaveValue('Goa?');

    luna.give(answer('One two three'));
    await settle();
    await user.click(within(dialog()).getByRole('button', { name: 'Send message' }));
    expect(asked()).toEqual(['Hey']);

    await tick(180);
    server.on('POST', LUNA, later().handler);
    await user.click(within(dialog()).getByRole('button', { name: 'Send message' }));
    expect(asked()).toEqual(['Hey', 'Goa?']);
  });

  it('New Chat clears the conversation and greets again', async () => {
    const user = await openAndGreet(answer('First answer'));
    server.on('POST', LUNA, answer('Second answer'));
    await user.type(input(), 'Tell me about Goa{Enter}');
    await settle();
    await tick(60 * 5);
    expect(within(log()).getByText('Second answer')).toBeInTheDocument();

    const fresh = later();
    server.on('POST', LUNA, fresh.handler);
    await user.click(within(dialog()).getByRole('button', { name: 'New Chat' }));
    await settle();
    expect(within(log()).queryByText('First answer')).not.toBeInTheDocument();
    expect(within(log()).queryByText('Tell me about Goa')).not.toBeInTheDocument();
    expect(within(log()).getAllByText('Hey')).toHaveLength(1);
    expect(within(log()).getByText('Typing...')).toBeInTheDocument();
    expect(asked()).toEqual(['Hey', 'Tell me about Goa', 'Hey']);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '{}').messages).toEqual([{ sender: 'user', text: 'Hey' }]);
    expect(input()).toHaveFocus();
  });

  it('New Chat while a reply is on its way drops that reply', async () => {
    const old = later();
    const user = await openAnswering(old.handler);
    await settle();
    server.on('POST', LUNA, answer('Fresh start'));
    await user.click(within(dialog()).getByRole('button', { name: 'New Chat' }));
    old.give(answer('Stale reply'));
    await settle();
    await tick(60 * 5);
    expect(within(log()).queryByText('Stale reply')).not.toBeInTheDocument();
    expect(within(log()).getByText('Fresh start')).toBeInTheDocument();
  });

  it('keeps the history in localStorage: a reload shows it and sends no greeting', async () => {
    await openAndGreet(answer('Namaste! Where to?'));
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '{}');
    expect(stored.messages).toEqual([
      { sender: 'user', text: 'Hey' },
      { sender: 'bot', text: 'Namaste! Where to?' },
    ]);

    reload();
    const again = setup();
    await openChat(again);
    await settle();
    expect(within(log()).getByText('Namaste! Where to?')).toBeInTheDocument();
    expect(asked()).toEqual(['Hey']);
  });

  it('restores a stored history without greeting', async () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify({ version: 1, messages: [{ sender: 'user', text: 'Hey' }, { sender: 'bot', text: 'Welcome back' }] }),
    );
    const user = setup();
    await openChat(user);
    await settle();
    expect(within(log()).getByText('Welcome back')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('discards a tampered history and greets afresh', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify({ version: 1, messages: [{ sender: 'bot', text: '<img src=x onerror=alert(1)>', evil: true, quote: 'x' }] }));
    await openAnswering(later().handler);
    await settle();
    expect(asked()).toEqual(['Hey']);
    expect(within(log()).queryByText(/onerror/)).not.toBeInTheDocument();
  });

  it('asks with one session id per browser session, across reloads', async () => {
    const user = await openAndGreet();
    const id = sessionStorage.getItem(SESSION_KEY);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(server.calls('POST', LUNA)[0].query.session_id).toBe(id);

    reload();
    server.on('POST', LUNA, answer('Again'));
    const again = setup();
    await openChat(again);
    await user.type(input(), 'More{Enter}');
    expect(server.calls('POST', LUNA)[1].query.session_id).toBe(id);
  });

  it('only logs a failed call: Typing... stops and the visitor can try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openAnswering({ status: 429, body: { code: 0, message: 'Too many messages', data: null } });
    await settle();
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Luna did not answer:', expect.anything());
    expect(within(log()).queryByRole('alert')).not.toBeInTheDocument();

    server.on('POST', LUNA, answer('Back again'));
    await user.type(input(), 'Hello?{Enter}');
    await settle();
    await tick(120);
    expect(within(log()).getByText('Back again')).toBeInTheDocument();
  });

  it('logs a network failure the same way', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openAnswering('network-error');
    await settle();
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('greets once and still answers under StrictMode (the double mount)', async () => {
    await openAnswering(
      answer('Only once'),
      <StrictMode>
        <ChatWidget />
      </StrictMode>,
    );
    await settle();
    await tick(60 * 3);
    expect(asked()).toEqual(['Hey']);
    expect(within(log()).getAllByText('Hey')).toHaveLength(1);
    expect(within(log()).getByText('Only once')).toBeInTheDocument();
  });

  it('finishes a reply that arrives while the chat is closed', async () => {
    const luna = later();
    const user = await openAnswering(luna.handler);
    await settle();
    await user.keyboard('{Escape}');
    luna.give(answer('Here you are'));
    await settle();
    await tick(60 * 3);
    await user.click(chatButton());
    expect(within(log()).getByText('Here you are')).toBeInTheDocument();
  });
});

describe('links in replies', () => {
  const reply = 'Try [Kerala packages](/kerala-tour-packages)\nWeather: [IMD](https://mausam.imd.gov.in) <b>now</b>';

  it('links our own pages in the app, writes other links out, keeps HTML as text', async () => {
    const user = await openAndGreet(answer(reply));
    const link = within(log()).getByRole('link', { name: 'Kerala packages' });
    expect(link).toHaveAttribute('href', '/kerala-tour-packages');
    expect(within(log()).getByText('Weather: IMD: https://mausam.imd.gov.in <b>now</b>')).toBeInTheDocument();
    expect(within(log()).queryByRole('link', { name: 'IMD' })).not.toBeInTheDocument();
    expect(log().querySelector('b')).toBeNull();
    // two lines
    expect(link.closest('p')).not.toBe(within(log()).getByText(/Weather/).closest('p'));

    await user.click(link);
    expect(currentLocation().path).toBe('/kerala-tour-packages');
    // on a desktop the panel stays open
    expect(useSiteStore.getState().isChatOpen).toBe(true);
  });

  it('closes the full-screen chat on a phone when a link is followed', async () => {
    mockViewport(390);
    const user = await openAndGreet(answer(reply));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    await user.click(within(log()).getByRole('link', { name: 'Kerala packages' }));
    expect(currentLocation().path).toBe('/kerala-tour-packages');
    expect(useSiteStore.getState().isChatOpen).toBe(false);
  });
});

describe('Get a custom quote', () => {
  beforeEach(() => jest.setSystemTime(new Date('2026-03-10T06:30:00Z')));

  it('opens the enquiry popup prefilled from the latest answer, and closes the chat', async () => {
    const user = await openAndGreet(answer('Kerala in December for two: lovely.', { destination: 'Kerala', month: 12, people: 2 }));
    await user.click(within(log()).getByRole('button', { name: 'Get a custom quote' }));
    const state = useSiteStore.getState();
    expect(state.isEnquiryOpen).toBe(true);
    expect(state.enquiryPrefill).toEqual({
      destination: 'Kerala',
      date: '2026-12-01',
      noOfPeople: 2,
      chatSessionId: sessionStorage.getItem(SESSION_KEY),
    });
    expect(state.isChatOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton()).toHaveFocus();
  });

  it("uses today's date (India time) for this month, next year's for a past month, none without a month", async () => {
    const user = await openAndGreet(answer('March it is.', { destination: 'Goa', month: 3 }));
    await user.click(within(log()).getByRole('button', { name: 'Get a custom quote' }));
    expect(useSiteStore.getState().enquiryPrefill).toMatchObject({ destination: 'Goa', date: '2026-03-10' });
    expect(useSiteStore.getState().enquiryPrefill).not.toHaveProperty('noOfPeople');

    act(() => useSiteStore.getState().closeEnquiry());
    server.on('POST', LUNA, answer('February then.', { destination: 'Goa', month: 2, people: 4 }));
    await user.click(chatButton());
    await user.type(input(), 'February{Enter}');
    await settle();
    await tick(60 * 3);
    // only under the latest answer
    expect(within(log()).getAllByRole('button', { name: 'Get a custom quote' })).toHaveLength(1);
    await user.click(within(log()).getByRole('button', { name: 'Get a custom quote' }));
    expect(useSiteStore.getState().enquiryPrefill).toMatchObject({ date: '2027-02-01', noOfPeople: 4 });

    act(() => useSiteStore.getState().closeEnquiry());
    server.on('POST', LUNA, answer('Anytime.', { destination: 'Goa' }));
    await user.click(chatButton());
    await user.type(input(), 'Whenever{Enter}');
    await settle();
    await tick(60 * 2);
    await user.click(within(log()).getByRole('button', { name: 'Get a custom quote' }));
    expect(useSiteStore.getState().enquiryPrefill).toEqual({ destination: 'Goa', chatSessionId: sessionStorage.getItem(SESSION_KEY) });
  });

  it('keeps the quote with the stored history', async () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify({ version: 1, messages: [{ sender: 'bot', text: 'Ladakh in June?', quote: { destination: 'Ladakh', month: 6 } }] }),
    );
    const user = setup();
    await openChat(user);
    await user.click(within(log()).getByRole('button', { name: 'Get a custom quote' }));
    expect(useSiteStore.getState().enquiryPrefill).toMatchObject({ destination: 'Ladakh', date: '2026-06-01' });
  });

  it('shows no quote button for an answer without a destination', async () => {
    await openAndGreet(answer('Hello there', { destination: '' }));
    expect(within(log()).queryByRole('button', { name: 'Get a custom quote' })).not.toBeInTheDocument();
  });
});

describe('the dialog', () => {
  it('is named, has Luna, BETA, New Chat, About Luna and Close chat', async () => {
    await openAnswering(later().handler);
    const chat = dialog();
    expect(within(chat).getByRole('heading', { name: 'Chat with Luna' })).toHaveTextContent('Luna');
    expect(within(chat).getByText('BETA')).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'New Chat' })).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'About Luna' })).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    // a panel on a desktop, not a modal
    expect(chat).not.toHaveAttribute('aria-modal');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = await openAnswering(later().handler);
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSiteStore.getState().isChatOpen).toBe(false);
    expect(chatButton()).toHaveFocus();
    // and opens again with focus in the input
    await user.keyboard('{Enter}');
    expect(input()).toHaveFocus();
  });

  it('closes on Escape with focus on the floating button beside the panel', async () => {
    const user = await openAnswering(later().handler);
    chatButton().focus();
    await user.keyboard('{Escape}');
    expect(useSiteStore.getState().isChatOpen).toBe(false);
    expect(chatButton()).toHaveFocus();
  });

  it('closes from its close button, focus back on the floating button', async () => {
    const user = await openAnswering(later().handler);
    await user.click(within(dialog()).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton()).toHaveFocus();
  });

  it("Escape on the open tooltip closes the tooltip, not the chat", async () => {
    const user = await openAnswering(later().handler);
    await user.click(within(dialog()).getByRole('button', { name: 'About Luna' }));
    expect(within(dialog()).getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(dialog()).queryByRole('tooltip')).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the enquiry popup opens: the two never stack', async () => {
    await openAnswering(later().handler);
    act(() => useSiteStore.getState().openEnquiry());
    expect(useSiteStore.getState().isChatOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the full-screen dialog on a phone', async () => {
    mockViewport(390);
    const user = await openAnswering(later().handler);
    await user.click(within(dialog()).getByRole('button', { name: 'Send message' }));
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'About Luna' })).toHaveFocus();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'New Chat' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog()).getByRole('button', { name: 'Send message' })).toHaveFocus();
  });
});

describe('the page behind the chat', () => {
  function PageWithChat() {
    return (
      <>
        <a href="/goa-tour-packages">Goa tour packages</a>
        <ChatWidget />
      </>
    );
  }

  it('is inert while the full-screen chat is open on a phone, and usable again once it closes', async () => {
    mockViewport(390);
    server.on('POST', LUNA, later().handler);
    const user = setup(<PageWithChat />);
    const link = screen.getByRole('link', { name: 'Goa tour packages' });
    await openChat(user);
    expect(link.closest('[inert]')).not.toBeNull();
    expect(chatButton().closest('[inert]')).not.toBeNull();
    expect(dialog().closest('[inert]')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Close chat' }));
    expect(document.querySelector('[inert]')).toBeNull();
    expect(chatButton()).toHaveFocus();
  });

  it('stays usable beside the panel on a desktop (not a modal)', async () => {
    mockViewport(1280);
    server.on('POST', LUNA, later().handler);
    const user = setup(<PageWithChat />);
    await openChat(user);
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

describe('dragging the button on a phone', () => {
  // jsdom has no PointerEvent
  beforeAll(() => {
    class FakePointerEvent extends MouseEvent {
      pointerId: number;
      isPrimary: boolean;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.isPrimary = init.isPrimary ?? true;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
  });
  afterAll(() => {
    delete (window as { PointerEvent?: unknown }).PointerEvent;
  });

  const press = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
    fireEvent[type](chatButton(), { pointerId: 1, isPrimary: true, pointerType: 'touch', button: 0, clientX: x, clientY: y });

  it('moves it with the finger, inside the screen, and the drag is not a click', async () => {
    mockViewport(390);
    const user = setup();
    press('pointerDown', 100, 100);
    press('pointerMove', 60, 300);
    press('pointerMove', -500, 300);
    press('pointerUp', -500, 300);
    fireEvent.click(chatButton(), { detail: 1 });
    // jsdom lays nothing out: the button sits at 0,0 with no size, and the gap is 8px
    expect(chatButton()).toHaveStyle({ left: '8px', top: '200px' });
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(sessionStorage.getItem(POSITION_KEY) ?? 'null')).toEqual({ x: 8, y: 200 });

    // a tap still opens it
    server.on('POST', LUNA, later().handler);
    await user.click(chatButton());
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores a wobble under the threshold: a tap', async () => {
    mockViewport(390);
    server.on('POST', LUNA, later().handler);
    setup();
    press('pointerDown', 100, 100);
    press('pointerMove', 103, 104);
    press('pointerUp', 103, 104);
    fireEvent.click(chatButton(), { detail: 1 });
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
    expect(chatButton().style.left).toBe('');
    await screen.findByRole('dialog');
  });

  it('re-fits a kept position when the screen gets smaller', () => {
    mockViewport(390);
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ x: 300, y: 700 }));
    setup();
    expect(chatButton()).toHaveStyle({ left: '300px', top: '700px' });
    act(() => {
      Object.defineProperty(window, 'innerHeight', { value: 400, configurable: true });
      window.dispatchEvent(new Event('resize'));
    });
    expect(chatButton()).toHaveStyle({ left: '300px', top: '392px' });
    Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
  });

  it('is fixed bottom right and not draggable above 768px', () => {
    mockViewport(1280);
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ x: 30, y: 30 }));
    setup();
    expect(chatButton().style.left).toBe('');
    press('pointerDown', 100, 100);
    press('pointerMove', 10, 10);
    press('pointerUp', 10, 10);
    expect(chatButton().style.left).toBe('');
  });
});

it('renders only the button until the chat is first opened', async () => {
  setup();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('log')).not.toBeInTheDocument();
  expect(server.requests).toEqual([]);
  await waitFor(() => expect(chatButton()).toBeInTheDocument());
});
