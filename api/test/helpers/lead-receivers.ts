// What the business runs on the other side of lead delivery, for tests: a real SMTP
// server (smtp-server, messages parsed with mailparser) and an HTTP receiver of the
// lead webhook that checks each signature. Both keep everything they received, and
// both can drop repeats by delivery id, as a receiver is asked to.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { webhookSignature, type WebhookBody } from '../../src/lead-delivery/webhook';

export interface ReceivedEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  deliveryId: string;
  /** Each header as sent, unfolded, by its lower-case name. */
  headers: Map<string, string>;
}

export interface SmtpReceiver {
  url: string;
  messages: ReceivedEmail[];
  /** Recipients the server refuses with 550 (a mailbox that does not exist). */
  refuse: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedEmail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    // plain SMTP on loopback: no certificate to trust
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const addresses = (list: typeof mail.to) => (Array.isArray(list) ? list : list ? [list] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
          messages.push({
            to: addresses(mail.to).join(','),
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            deliveryId: String(mail.headers.get('x-safarnama-delivery-id') ?? ''),
            headers: new Map(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()])),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // a sender killed mid-message resets its connection: that is the sender's problem, not the receiver's
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: http.Server }).server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookCall {
  deliveryId: string;
  attempt: number;
  signatureValid: boolean;
  body: WebhookBody;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  /** The status of each answer in turn (500, 500, ...); 200 once the list is used up. */
  answers: number[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    // a sender killed mid-request: nothing was delivered
    request.on('error', () => undefined);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      calls.push({
        deliveryId: String(request.headers['x-safarnama-delivery-id'] ?? ''),
        attempt: Number(request.headers['x-safarnama-attempt']),
        signatureValid: request.headers['x-safarnama-signature'] === webhookSignature(secret, raw),
        body: JSON.parse(raw) as WebhookBody,
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    calls,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Each delivery id once: what a receiver that drops repeats keeps. */
export function uniqueByDelivery<T extends { deliveryId: string }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.deliveryId, item])).values()];
}

/** Polls `check` every 25 ms until it answers true; after `timeoutMs` fails with `what()`. */
export async function waitFor(check: () => Promise<boolean>, what: () => string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
