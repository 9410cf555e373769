// Optional: an OpenAI-compatible model may phrase Luna's answer, from the packages
// the embedded retrieval found and nothing else. The model never decides what is
// true: its text is used only when every link it makes is one the embedded answer
// made, every rupee amount is a price of those packages, and it offers no
// discount. Any error, a refusal of those checks, or no answer within the time
// limit sends the embedded answer instead.
import type { FastifyBaseLogger } from 'fastify';
import type { LunaModelConfig } from '../config';
import type { LunaReply } from '../assistant/luna-assistant';

const SYSTEM_PROMPT = [
  'You are Luna, the travel assistant of Safarnama Holidays, an Indian domestic holiday company.',
  'Rewrite the DRAFT answer for the visitor in a warm, short chat reply (at most 80 words).',
  'Use only the facts in the DRAFT: do not add packages, prices, places, dates, policies or offers.',
  'Keep every markdown link exactly as written in the DRAFT. Never promise or mention a discount.',
  'Reply in the language of the visitor (English or Hinglish).',
].join(' ');

interface Completion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** The model's wording of `reply`, or null to send the embedded text. */
export async function phraseWithModel(
  config: LunaModelConfig,
  question: string,
  reply: LunaReply,
  log: FastifyBaseLogger,
): Promise<string | null> {
  try {
    const response = await fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `VISITOR: ${question}\n\nDRAFT:\n${reply.text}` },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'luna model refused; the embedded answer is sent');
      return null;
    }
    const content = ((await response.json()) as Completion).choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) return null;
    const problem = unsupportedClaim(content, reply);
    if (problem) {
      log.warn({ problem }, 'luna model answer rejected; the embedded answer is sent');
      return null;
    }
    return content.trim();
  } catch (error) {
    log.warn({ err: error }, 'luna model failed or timed out; the embedded answer is sent');
    return null;
  }
}

const LINK = /\]\(([^)\s]+)\)/g;
const RUPEES = /(?:₹|rs\.?|inr)\s*([\d,]+(?:\.\d+)?)/gi;

/** Why the model's text says something the embedded answer did not, or null. */
export function unsupportedClaim(text: string, reply: LunaReply): string | null {
  const links = new Set([...reply.text.matchAll(LINK)].map((m) => m[1]));
  for (const [, href] of text.matchAll(LINK)) if (!links.has(href)) return `link ${href}`;
  const amounts = new Set([...reply.text.matchAll(RUPEES)].map((m) => Number(m[1].replace(/,/g, ''))));
  for (const pkg of reply.packages) amounts.add(pkg.price);
  for (const [, amount] of text.matchAll(RUPEES)) {
    if (!amounts.has(Number(amount.replace(/,/g, '')))) return `amount ${amount}`;
  }
  if (/discount|\b\d+\s*%\s*off\b|cashback|coupon/i.test(text) && !/discount/i.test(reply.text)) return 'discount';
  if (/<[a-z!/]/i.test(text)) return 'markup';
  return null;
}
