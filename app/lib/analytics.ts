/**
 * Analytics events go to window.dataLayer and nowhere else: no third-party script is loaded. Events carry
 * only what the code names (page paths, button ids, counts), never what a visitor typed. The parameter
 * type allows no free text fields by convention: callers pass identifiers, never form values.
 */
export const ANALYTICS_EVENTS = [
  // generic
  "page_view",
  "button_click",
  "form_submit",
  "file_download",
  // letter
  "santa_letter_started",
  "santa_reply_email_sent",
  "santa_reply_email_failed",
  "santa_reply_email_exception",
  "santa_letter_error",
  // nice list
  "nice_list_check_started",
  "nice_list_check_completed",
  "nice_list_certificate_generated",
  "nice_list_reset",
  "scroll_to_nice_list_form",
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type AnalyticsParams = Record<string, string | number | boolean | null>;

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...params, timestamp: Date.now() });
}

export function trackPageView(path: string): void {
  track("page_view", { page_path: path });
}

export function trackClick(buttonId: string, params: AnalyticsParams = {}): void {
  track("button_click", { button_id: buttonId, ...params });
}
