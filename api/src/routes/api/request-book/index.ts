// /api/request-book/*: booking requests from a package page and direct enquiries.
import type { FastifyPluginAsync } from 'fastify';
import { BookingRequest, CreatedEnvelope, DirectEnquiry } from '@safarnama/contracts';
import { leadWriteRoute } from '../../lead-write-route';

export const BOOKING_MESSAGE = 'Booking request submitted successfully!';
export const ENQUIRY_MESSAGE = 'Thank you! Your enquiry was submitted successfully.';

const requestBookRoutes: FastifyPluginAsync = async (app) => {
  const { leads } = app.services;
  leadWriteRoute(app, {
    path: '/add',
    summary: 'Store a booking request for a package',
    body: BookingRequest,
    answer: CreatedEnvelope,
    message: BOOKING_MESSAGE,
    write: (input, ctx) => leads.addBookingRequest(input, ctx),
  });
  leadWriteRoute(app, {
    path: '/add-direct',
    summary: 'Store a direct enquiry (custom quote request)',
    body: DirectEnquiry,
    answer: CreatedEnvelope,
    message: ENQUIRY_MESSAGE,
    write: (input, ctx) => leads.addDirectEnquiry(input, ctx),
  });
};

export default requestBookRoutes;
