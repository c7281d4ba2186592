/**
 * Toasts without shipping the toast library in every page's first download: the library is fetched the first
 * time something is shown (it is usually already there, since the toast area loads it after hydration).
 */
export interface NotifyOptions {
  description?: string;
  duration?: number;
}

type Tone = "success" | "error" | "info" | "message";

function show(tone: Tone, title: string, options?: NotifyOptions): void {
  void import("sonner").then(({ toast }) => {
    if (tone === "message") toast(title, options);
    else toast[tone](title, options);
  });
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show("success", title, options),
  error: (title: string, options?: NotifyOptions) => show("error", title, options),
  info: (title: string, options?: NotifyOptions) => show("info", title, options),
  message: (title: string, options?: NotifyOptions) => show("message", title, options),
};
