// The business's side of lead delivery for the e2e run: a real SMTP server
// (smtp-server, each message parsed with mailparser) and an HTTP receiver of the lead
// webhook, started by serve.mjs beside the server it points at them. Everything
// received is appended as one JSON line per item to webhook.jsonl and mail.jsonl in
// the run directory, where the journeys read it (tests/lead-delivery.e2e.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [runDir, webhookPort, smtpPort, secret] = process.argv.slice(2);
if (!runDir || !webhookPort || !smtpPort || !secret) throw new Error('usage: lead-receivers.mjs <runDir> <webhookPort> <smtpPort> <secret>');
const append = (file, item) => fs.appendFileSync(path.join(runDir, file), `${JSON.stringify(item)}\n`);

const webhook = http.createServer((request, response) => {
  const chunks = [];
  request.on('error', () => undefined);
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const expected = `sha256=${crypto.createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`;
    append('webhook.jsonl', {
      deliveryId: request.headers['x-safarnama-delivery-id'],
      attempt: Number(request.headers['x-safarnama-attempt']),
      signatureValid: request.headers['x-safarnama-signature'] === expected,
      body: JSON.parse(raw),
    });
    response.writeHead(200).end();
  });
});
webhook.on('clientError', (_error, socket) => socket.destroy());

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        append('mail.jsonl', {
          to: (mail.to?.value ?? []).map((a) => a.address).join(','),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          deliveryId: String(mail.headers.get('x-safarnama-delivery-id') ?? ''),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.on('error', () => undefined);

webhook.listen(Number(webhookPort), '127.0.0.1');
smtp.listen(Number(smtpPort), '127.0.0.1');
const stop = () => {
  webhook.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
