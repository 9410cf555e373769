// GET /api/bot-check/challenge issues the proof-of-work challenge that every lead
// write must carry solved (X-Bot-Check header, docs/contracts.md).
import type { FastifyPluginAsync } from 'fastify';
import { BotCheckEnvelope } from '@safarnama/contracts';
import { challengeRoute } from '../../challenge-route';

const botCheckRoutes: FastifyPluginAsync = async (app) => {
  challengeRoute(app, {
    path: '/challenge',
    group: 'bot-check',
    summary: 'Issue a proof-of-work challenge (ALTCHA, SHA-256); its solution, sent in X-Bot-Check, lets one lead write through within five minutes',
    answer: BotCheckEnvelope,
    issue: () => app.services.botCheck.issue(),
  });
};

export default botCheckRoutes;
