// What an editor may send: each field bounded, so bad input is a 400 with the field
// and a sentence, never a 500 from a value the database or the page cannot hold.
import { z } from 'zod';

/** Above this a price is a typo (an extra zero), not a holiday: the catalogue's dearest is 1.5 lakh. */
export const MAX_PRICE = 1_000_000;
const MAX_LIST_ITEMS = 40;
const MAX_ITINERARY_DAYS = 30;
const MAX_FAQS = 40;
export const MAX_MARKDOWN = 100_000;

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, { error: `${label} cannot be empty.` })
    .max(max, { error: `${label} can be at most ${max} characters.` });
}

function lines(label: string) {
  return z
    .array(text(`Each item of ${label}`, 500).refine((line) => !line.includes('\n'), { error: `Each item of ${label} must be one line.` }), {
      error: `${label} must be a list of lines.`,
    })
    .max(MAX_LIST_ITEMS, { error: `${label} can have at most ${MAX_LIST_ITEMS} items.` });
}

export const SlugParams = z.object({ slug: z.string().min(1).max(200) });

export const ListQuery = z.object({
  q: z.string().max(100, { error: 'The search can be at most 100 characters.' }).optional(),
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int({ error: 'page must be a whole number from 1.' }).min(1, { error: 'page must be a whole number from 1.' }).max(100_000).default(1),
});
export type ListQuery = z.infer<typeof ListQuery>;

const ItineraryDayEdit = z.object({
  day: z.number({ error: 'Each itinerary day needs its day number.' }).int(),
  name: text('A day’s name', 200),
  description: text('A day’s description', 5000),
});

export const PackageEdit = z.object(
  {
    price: z
      .number({ error: 'The price must be a number of rupees.' })
      .int({ error: 'The price must be whole rupees.' })
      .positive({ error: 'The price must be more than 0.' })
      .max(MAX_PRICE, { error: `The price can be at most ${MAX_PRICE} rupees.` }),
    description: text('The description', 10_000),
    inclusions: lines('Inclusions'),
    exclusions: lines('Exclusions'),
    itinerary: z
      .array(ItineraryDayEdit, { error: 'The itinerary must be a list of days.' })
      .min(1, { error: 'The itinerary needs at least one day.' })
      .max(MAX_ITINERARY_DAYS, { error: `The itinerary can have at most ${MAX_ITINERARY_DAYS} days.` })
      .refine((days) => days.every((d, i) => d.day === i + 1), { error: 'The itinerary days must be numbered 1, 2, 3… in order.' }),
    active: z.boolean({ error: 'active must be true or false.' }),
  },
  { error: 'Request body must be a JSON object' },
);
export type PackageEdit = z.infer<typeof PackageEdit>;

export const BlogEdit = z.object(
  {
    name: text('The title', 200),
    markdown: text('The article', MAX_MARKDOWN),
  },
  { error: 'Request body must be a JSON object' },
);
export type BlogEdit = z.infer<typeof BlogEdit>;

export const BlogPreview = z.object(
  { markdown: z.string({ error: 'The article must be text.' }).max(MAX_MARKDOWN, { error: `The article can be at most ${MAX_MARKDOWN} characters.` }) },
  { error: 'Request body must be a JSON object' },
);

export const DestinationEdit = z.object(
  {
    description: text('The description', 5000),
    faqs: z
      .array(z.object({ question: text('A question', 300), answer: text('An answer', 3000) }), { error: 'faqs must be a list of questions and answers.' })
      .max(MAX_FAQS, { error: `A destination can have at most ${MAX_FAQS} FAQs.` }),
  },
  { error: 'Request body must be a JSON object' },
);
export type DestinationEdit = z.infer<typeof DestinationEdit>;

/** The number as the site shows it: 10 digits; spaces and hyphens an editor types are dropped. */
export const PhoneEdit = z.object(
  {
    phone: z
      .string({ error: 'The phone number must be text.' })
      .max(40, { error: 'The phone number must be 10 digits.' })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .refine((s) => /^\d{10}$/.test(s), { error: 'The phone number must be 10 digits.' }),
  },
  { error: 'Request body must be a JSON object' },
);
