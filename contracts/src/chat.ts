// Luna, the chat assistant: POST /api/chatbot/tour_ai?session_id=... with {human},
// answered with {model_response}. The answer is not the site's {code, message, data}
// envelope, because the chat host the widget was written for answers that way; its
// failures (401, 400, 429) are the usual error envelope.
import { z } from 'zod';
import { authCodeField, requestBody, requiredText } from './rules';

/** The longest message a visitor may send (the input's maxLength too). */
export const CHAT_MESSAGE_MAX = 500;

export const chatFields = {
  human: {
    required: 'Please type a message.',
    wrongType: 'human must be text',
    max: [CHAT_MESSAGE_MAX, `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`],
    multiline: true,
  },
  sessionId: 'session_id must be 8-100 letters, digits, hyphens or underscores',
} as const;

export const ChatQuery = z.object({
  session_id: z
    .string({ error: chatFields.sessionId })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: chatFields.sessionId }),
  authCode: authCodeField,
});
export type ChatQuery = z.infer<typeof ChatQuery>;

export const ChatRequest = requestBody('ChatRequest', { human: requiredText(chatFields.human) });
export type ChatRequest = z.infer<typeof ChatRequest>;
export type ChatRequestInput = z.input<typeof ChatRequest>;

/**
 * What a custom-quote enquiry can start from, gathered from the conversation: the
 * widget offers 'Get a custom quote' when there is a destination.
 */
export const ChatQuote = z.object({
  destination: z.string(),
  /** 1-12 */
  month: z.number().int().min(1).max(12).optional(),
  people: z.number().int().min(1).max(50).optional(),
});
export type ChatQuote = z.infer<typeof ChatQuote>;

export const ChatAnswer = z
  .object({
    /** Markdown-style text: links are [label](/path) to our own pages. */
    model_response: z.string(),
    quote: ChatQuote.optional(),
  })
  .meta({ id: 'ChatAnswer' });
export type ChatAnswer = z.infer<typeof ChatAnswer>;
