// POST /api/contact stores a contact or support message; GET /api/contact/captcha
// issues the captcha challenge its body must answer (the forms show its picture,
// the server checks the answer once); GET /api/contact/captcha/:captchaId/question
// is the picture's accessible alternative, a sum in words.
import type { FastifyPluginAsync } from 'fastify';
import { CaptchaEnvelope, CaptchaIdParams, CaptchaQuestionEnvelope, ContactMessage, CreatedEnvelope } from '@safarnama/contracts';
import { challengeRoute } from '../../challenge-route';
import { leadWriteRoute } from '../../lead-write-route';

export const CONTACT_MESSAGE = 'Form submitted successfully.';

const contactRoutes: FastifyPluginAsync = async (app) => {
  const { leads, captcha } = app.services;
  leadWriteRoute(app, {
    path: '/',
    summary: 'Store a contact or support message; it must answer a captcha challenge from GET /api/contact/captcha',
    body: ContactMessage,
    answer: CreatedEnvelope,
    message: CONTACT_MESSAGE,
    write: (input, ctx) => leads.addContactMessage(input, ctx),
  });

  challengeRoute(app, {
    path: '/captcha',
    group: 'captcha',
    summary: 'Issue a captcha challenge: its id and its code drawn as an SVG picture; one answer, within ten minutes',
    answer: CaptchaEnvelope,
    issue: () => captcha.issue(),
  });

  challengeRoute(app, {
    path: '/captcha/:captchaId/question',
    group: 'captcha',
    summary: "The picture's accessible alternative: a sum in words, whose answer (digits or words) the challenge then takes instead of the picture's code",
    params: CaptchaIdParams,
    answer: CaptchaQuestionEnvelope,
    notFound: true,
    issue: ({ captchaId }) => captcha.question(captchaId),
  });
};

export default contactRoutes;
