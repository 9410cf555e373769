// The lead writes' code (send-lead.ts and the bot check, bot-check.ts) is loaded
// with a form's first focus or its first send, never with the page: most visits
// send no form, and every page's first JavaScript has a budget. Both imports name
// one chunk, so the focus that warms the bot check has also loaded the send.
import type { AxiosRequestConfig } from 'axios';
import type { LeadOptions } from './send-lead';
import type { ApiResult } from './types';

/** sendLead() (send-lead.ts), loaded on first use. */
export function sendLead<T>(config: AxiosRequestConfig & { data: object }, options: LeadOptions): Promise<ApiResult<T>> {
  return import(/* webpackChunkName: "lead-write" */ './send-lead').then((lead) => lead.sendLead<T>(config, options));
}

/** Starts solving a bot check for the next lead write (bot-check.ts), loading it first. */
export function warmBotCheck(): void {
  if (typeof window === 'undefined') return;
  import(/* webpackChunkName: "lead-write" */ './bot-check').then(
    (check) => check.warmBotCheck(),
    // offline: the send loads it again and solves then
    () => undefined,
  );
}
