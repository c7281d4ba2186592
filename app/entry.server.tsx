import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider, PRERENDER_NONCE } from "./lib/nonce";
import type { PublicConfig } from "./lib/public-config";

export const streamTimeout = 5_000;

/** The public settings this build prerendered with; server.ts swaps in its own when they differ. */
export const buildPublicConfig: PublicConfig = __BUILD_PUBLIC_CONFIG__;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // server.ts passes a fresh nonce per request; prerendering gets a placeholder that server.ts replaces.
  const nonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce ?? PRERENDER_NONCE;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Wait for the whole document: crawlers, prerendering and slow phones all get complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

// server.ts starts these at boot (migrations, outbox worker) and stops them on shutdown.
export { getServices, health, stopServices } from "./server/services.server";
export { queueStats } from "./server/letters/queue-stats.server";
// The production server answers /api/letters with this directly (no page machinery for a JSON endpoint).
export { handleLetterPost } from "./server/letters/letter-endpoint.server";
